// Tesseract's plain C API; Leptonica comes along through tesseract's pkg-config flags.
#include <tesseract/capi.h>
