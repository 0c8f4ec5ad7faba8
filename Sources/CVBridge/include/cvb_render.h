// Drawing primitives for the synthetic document generator. Every call draws *in place* on a
// 3-channel (BGR) image; all layout and randomness is decided by the caller (Swift).
// Coordinates are floating-point pixels (drawn with sub-pixel precision and anti-aliasing).
#ifndef CVB_RENDER_H
#define CVB_RENDER_H
#include "cvb_image.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct { uint8_t b, g, r; } cvb_color;

/// A deep copy (a canvas to draw on).
int cvb_render_clone(const cvb_image *image, cvb_image **out, cvb_error *err);

/// Draws UTF-8 `text` with the TrueType/OpenType font at `font_path` (loaded once per thread and
/// cached). (`x`, `baseline_y`) is the left end of the baseline; `pixel_height` is the em size in
/// pixels (OCR-B and DejaVu capitals are ~0.72 em high).
int cvb_render_text(cvb_image *image, const char *font_path, const char *text, float x, float baseline_y,
                    float pixel_height, cvb_color color, cvb_error *err);
/// Draws the `count` characters of UTF-8 `text` one by one, character i with its baseline-left
/// origin at `origins[i]` (fixed-pitch MRZ lines with per-character jitter).
int cvb_render_glyphs(cvb_image *image, const char *font_path, const char *text, const cvb_point *origins, int count,
                      float pixel_height, cvb_color color, cvb_error *err);
/// Like `cvb_render_glyphs`, with the stroke weight changed by `weight` (-1 thinner ... 0 ... 1
/// bolder, about ±0.06 em): the glyphs are drawn into a coverage mask, blurred and re-thresholded,
/// then blended in `color`, so only these glyphs change (not the print or guilloche around them).
int cvb_render_glyphs_weighted(cvb_image *image, const char *font_path, const char *text, const cvb_point *origins,
                               int count, float pixel_height, float weight, cvb_color color, cvb_error *err);
/// The advance width of `text`, and its extent above (`ascent`) and below (`descent`) the baseline.
int cvb_render_text_size(const char *font_path, const char *text, float pixel_height, float *width, float *ascent,
                         float *descent, cvb_error *err);

/// A rectangle with corner `radius` (0: square corners); `thickness` <= 0 fills it.
int cvb_render_rect(cvb_image *image, float x, float y, float width, float height, float radius, float thickness,
                    cvb_color color, cvb_error *err);
/// An anti-aliased polyline (closed when `closed` != 0).
int cvb_render_polyline(cvb_image *image, const cvb_point *points, int count, int closed, float thickness,
                        cvb_color color, cvb_error *err);
/// A filled polygon.
int cvb_render_polygon(cvb_image *image, const cvb_point *points, int count, cvb_color color, cvb_error *err);
/// An ellipse rotated by `angle` degrees; `thickness` <= 0 fills it.
int cvb_render_ellipse(cvb_image *image, float cx, float cy, float rx, float ry, float angle, float thickness,
                       cvb_color color, cvb_error *err);

/// Gaussian blur with standard deviation `sigma` pixels.
int cvb_render_blur(cvb_image *image, float sigma, cvb_error *err);
/// Linear motion blur over `length` pixels in direction `angle` degrees.
int cvb_render_motion_blur(cvb_image *image, float length, float angle, cvb_error *err);
/// Adds zero-mean gaussian noise (`sigma` in gray levels), reproducible from `seed`.
int cvb_render_noise(cvb_image *image, float sigma, uint64_t seed, cvb_error *err);
/// Multiplies brightness by a gain that goes linearly from `gain_a` at `a` to `gain_b` at `b`
/// (constant beyond both ends).
int cvb_render_gradient(cvb_image *image, cvb_point a, cvb_point b, float gain_a, float gain_b, cvb_error *err);
/// Multiplies brightness by a radial gain: `gain_center` at `center`, `gain_edge` at `radius` and beyond.
int cvb_render_radial(cvb_image *image, cvb_point center, float radius, float gain_center, float gain_edge,
                      cvb_error *err);
/// Multiplies brightness inside a polygon by `gain`, with edges softened over `softness` pixels (a shadow).
int cvb_render_shade(cvb_image *image, const cvb_point *points, int count, float gain, float softness,
                     cvb_error *err);
/// Tone curve per channel: v = clamp((((in/255)^gamma) - 0.5) * contrast + 0.5 + brightness) * 255.
int cvb_render_tone(cvb_image *image, float gamma, float contrast, float brightness, cvb_error *err);
/// Changes the stroke width of dark print by about `pixels` (> 0 bolder: erosion; < 0 thinner:
/// dilation), with an (|pixels|+1)-wide structuring element.
int cvb_render_ink_weight(cvb_image *image, int pixels, cvb_error *err);
/// Blends a colour over the inside of a polygon with `opacity` (0...1), its edges softened over
/// `softness` pixels, and limited to the inside of the `clip` polygon (`clip_count` 0: no clip).
/// With `rainbow_period` > 0 the colour is a rainbow whose hue cycles every `rainbow_period`
/// pixels in direction `rainbow_angle` degrees (hologram foil); otherwise `color` (glare).
int cvb_render_overlay(cvb_image *image, const cvb_point *points, int count, const cvb_point *clip, int clip_count,
                       cvb_color color, float opacity, float softness, float rainbow_period, float rainbow_angle,
                       cvb_error *err);
/// Multiplies `image` by `layer` (same size; ink printed over ink: dark print stays dark), fully
/// below row `to_y`, not at all above row `from_y`, and fading in between.
int cvb_render_multiply(cvb_image *image, const cvb_image *layer, float from_y, float to_y, cvb_error *err);
/// Warps all of `source` onto `target` so that its corners land on `quad` (TL, TR, BR, BL), blended
/// with anti-aliased edges; the rest of `target` is kept (busy-background composition).
int cvb_render_paste_quad(cvb_image *target, const cvb_image *source, cvb_quad quad, cvb_error *err);

#ifdef __cplusplus
}
#endif
#endif
