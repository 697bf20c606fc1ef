// libFuzzer's driver entry point (compiler-rt, linked by swiftc -sanitize=fuzzer). SwiftPM gives
// every executable target its own main, so the targets call the driver from there.
#ifndef FORMSETTER_LIBFUZZER_DRIVER_H
#define FORMSETTER_LIBFUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
#endif
