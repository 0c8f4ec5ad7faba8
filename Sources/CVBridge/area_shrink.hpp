// Shrinking a grey image by area averaging, as OpenCV's INTER_AREA does, but fast at any factor.
#pragma once
#include <opencv2/core.hpp>

/// `src` (8-bit, one channel) scaled by `scale` (0 < scale < 1) as `cv::resize(src, dst, Size(),
/// scale, scale, INTER_AREA)` scales it, to within 1 grey level on a few pixels (the same weights,
/// summed in another order). OpenCV's own takes a scalar path where the factor is not 1/n: 7–15 ms
/// for a 2-megapixel photo, most of the MRZ band search on a first pass; this averages rows first,
/// whole rows at a time, which the compiler vectorises, then a fixed number of columns per pixel.
cv::Mat areaShrink(const cv::Mat &src, double scale);
