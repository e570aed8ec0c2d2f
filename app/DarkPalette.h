#pragma once
// --dark-palette: a dark colour scheme (Fusion style), as dark desktop themes have, to check
// that the board stays readable on it.

void useDarkPalette();
