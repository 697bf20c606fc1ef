// The header is the module; C targets need one source file.
#include "libfuzzer_driver.h"
