// Linked with one core library taken whole (tests/layers/CMakeLists.txt): the program links only
// if nothing in that library calls a library above it.
int main() { return 0; }
