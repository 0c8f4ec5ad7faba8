// The whole native surface of Zonal: plain C over OpenCV (opaque handles, POD structs).
// Every entry point catches C++ exceptions and reports them through `cvb_error`;
// nothing thrown by OpenCV can cross into Swift.
#ifndef CVBRIDGE_H
#define CVBRIDGE_H

#include "cvb_image.h"
#include "cvb_document.h"
#include "cvb_mrz.h"
#include "cvb_render.h"

#endif
