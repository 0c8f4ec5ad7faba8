// Images: decode, encode, geometry. An image is 8-bit, 1 (gray) or 3 (BGR) channels.
#ifndef CVB_IMAGE_H
#define CVB_IMAGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cvb_image cvb_image;

/// Status of every call: 0 is success; otherwise `message` says what failed.
typedef struct {
    int code;
    char message[256];
} cvb_error;

enum { CVB_OK = 0, CVB_ERR_DECODE = 1, CVB_ERR_ARGUMENT = 2, CVB_ERR_OPENCV = 3, CVB_ERR_ENCODE = 4 };

typedef struct { float x, y; } cvb_point;
/// Corners in order: top-left, top-right, bottom-right, bottom-left.
typedef struct { cvb_point p[4]; } cvb_quad;

/// Decodes JPEG/PNG/... bytes. EXIF orientation is *not* applied (Zonal applies it itself).
int cvb_image_decode(const uint8_t *bytes, size_t length, int gray, cvb_image **out, cvb_error *err);
/// A new image filled with one colour (`channels` 1 or 3; `value` is gray or B,G,R).
int cvb_image_create(int width, int height, int channels, const uint8_t *value, cvb_image **out, cvb_error *err);
/// Copies packed pixels (rows of width*channels bytes) into a new image.
int cvb_image_from_pixels(const uint8_t *pixels, int width, int height, int channels, cvb_image **out, cvb_error *err);
void cvb_image_free(cvb_image *image);

int cvb_image_width(const cvb_image *image);
int cvb_image_height(const cvb_image *image);
int cvb_image_channels(const cvb_image *image);
/// Bytes per row of `cvb_image_data` (rows may be padded).
size_t cvb_image_stride(const cvb_image *image);
const uint8_t *cvb_image_data(const cvb_image *image);

/// `format` is "png", "jpeg", "webp", "tiff" or "bmp"; `quality` 1...100 for JPEG and WebP (101: lossless
/// WebP). Free `*bytes` with `cvb_buffer_free`.
int cvb_image_encode(const cvb_image *image, const char *format, int quality, uint8_t **bytes, size_t *length, cvb_error *err);
void cvb_buffer_free(uint8_t *bytes);

int cvb_image_to_gray(const cvb_image *image, cvb_image **out, cvb_error *err);
int cvb_image_to_bgr(const cvb_image *image, cvb_image **out, cvb_error *err);
/// Applies an EXIF orientation (1...8) so that the result is upright.
int cvb_image_orient(const cvb_image *image, int exif_orientation, cvb_image **out, cvb_error *err);
/// Rotates by quarter turns clockwise (0...3).
int cvb_image_rotate90(const cvb_image *image, int quarter_turns, cvb_image **out, cvb_error *err);
/// Area interpolation when shrinking, cubic when enlarging.
int cvb_image_resize(const cvb_image *image, int width, int height, cvb_image **out, cvb_error *err);
/// A grey image shrunk by `scale` (0 < scale < 1) by area averaging: OpenCV's INTER_AREA, fast at any factor.
int cvb_image_area_shrink(const cvb_image *image, double scale, cvb_image **out, cvb_error *err);
/// Perspective-rectifies `quad` into a width x height image (replicated border).
int cvb_image_warp_quad(const cvb_image *image, cvb_quad quad, int width, int height, cvb_image **out, cvb_error *err);
/// Adds a border of `pixels` on every side, filled with the image's brightest value.
int cvb_image_pad(const cvb_image *image, int pixels, cvb_image **out, cvb_error *err);
/// Copies the axis-aligned rectangle (clamped to the image).
int cvb_image_crop(const cvb_image *image, int x, int y, int width, int height, cvb_image **out, cvb_error *err);

#ifdef __cplusplus
}
#endif
#endif
