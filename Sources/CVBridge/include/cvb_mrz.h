// MRZ band detection.
#ifndef CVB_MRZ_H
#define CVB_MRZ_H
#include "cvb_image.h"
#ifdef __cplusplus
extern "C" {
#endif
#ifdef __cplusplus
}
#endif
#endif
