// Drawing primitives for the synthetic document generator.
#ifndef CVB_RENDER_H
#define CVB_RENDER_H
#include "cvb_image.h"
#ifdef __cplusplus
extern "C" {
#endif
#ifdef __cplusplus
}
#endif
#endif
