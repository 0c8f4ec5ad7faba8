// Tesseract's plain C API; Leptonica comes along through tesseract's pkg-config flags.
#include <tesseract/capi.h>

// Leptonica's threshold for the messages it prints on stderr (allheaders.h declares it; that
// header is not imported whole). 6 is L_SEVERITY_NONE.
extern int setMsgSeverity(int newsev);
