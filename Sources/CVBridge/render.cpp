// Drawing primitives for the synthetic document generator (see cvb_render.h).
#include "bridge_support.hpp"
#include "cvb_render.h"
#include "font_face.hpp"
#include <opencv2/freetype.hpp>
#include <opencv2/imgproc.hpp>
#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

constexpr int kShift = 4;  // sub-pixel bits for OpenCV drawing calls
constexpr float kScale = 1 << kShift;

bool valid_canvas(const cvb_image *image, cvb_error *err) {
    if (!image || image->mat.empty() || image->mat.type() != CV_8UC3) {
        cvb_set_error(err, CVB_ERR_ARGUMENT, "drawing needs a non-empty 3-channel image");
        return false;
    }
    return true;
}

int argument_error(cvb_error *err, const char *message) {
    cvb_set_error(err, CVB_ERR_ARGUMENT, message);
    return CVB_ERR_ARGUMENT;
}

cv::Scalar scalar(cvb_color c) { return cv::Scalar(c.b, c.g, c.r); }
cv::Point fixed(float x, float y) { return cv::Point((int)std::lround(x * kScale), (int)std::lround(y * kScale)); }

/// Splits UTF-8 text into its characters (code points), each as its own string.
std::vector<std::string> characters(const char *text) {
    std::vector<std::string> out;
    for (const unsigned char *p = (const unsigned char *)text; *p;) {
        int length = *p < 0x80 ? 1 : (*p >> 5) == 6 ? 2 : (*p >> 4) == 14 ? 3 : (*p >> 3) == 30 ? 4 : 1;
        std::string c;
        for (int i = 0; i < length && p[i]; i++) c.push_back((char)p[i]);
        p += c.size();
        out.push_back(c);
    }
    return out;
}

std::vector<cv::Point> fixed_points(const cvb_point *points, int count) {
    std::vector<cv::Point> out;
    out.reserve(count);
    for (int i = 0; i < count; i++) out.push_back(fixed(points[i].x, points[i].y));
    return out;
}

std::vector<cv::Point> rounded_rect(float x, float y, float w, float h, float r) {
    r = std::max(0.0f, std::min(r, std::min(w, h) / 2));
    std::vector<cv::Point> out;
    if (r < 0.5f) {
        out = {fixed(x, y), fixed(x + w, y), fixed(x + w, y + h), fixed(x, y + h)};
        return out;
    }
    const float cx[4] = {x + w - r, x + w - r, x + r, x + r}, cy[4] = {y + r, y + h - r, y + h - r, y + r};
    const float start[4] = {-90, 0, 90, 180};
    const int steps = std::max(4, (int)(r / 2));
    for (int corner = 0; corner < 4; corner++) {
        for (int s = 0; s <= steps; s++) {
            double a = (start[corner] + 90.0 * s / steps) * CV_PI / 180.0;
            out.push_back(fixed(cx[corner] + r * (float)std::cos(a), cy[corner] + r * (float)std::sin(a)));
        }
    }
    return out;
}

/// Multiplies each pixel by `gain` (one float per pixel, possibly at a lower resolution: a smooth
/// field is computed small and enlarged, which keeps large frames fast).
void apply_gain(cv::Mat &image, const cv::Mat &gain) {
    cv::Mat full = gain;
    if (gain.size() != image.size()) cv::resize(gain, full, image.size(), 0, 0, cv::INTER_LINEAR);
    for (int y = 0; y < image.rows; y++) {
        uint8_t *p = image.ptr<uint8_t>(y);
        const float *g = full.ptr<float>(y);
        for (int x = 0; x < image.cols; x++) {
            for (int c = 0; c < 3; c++) p[3 * x + c] = cv::saturate_cast<uint8_t>(p[3 * x + c] * g[x]);
        }
    }
}

/// The reduction factor for computing a smooth gain field (at most ~256 px on the long side).
int field_step(const cv::Mat &image) { return std::max(1, std::max(image.cols, image.rows) / 256); }

}  // namespace

extern "C" int cvb_render_clone(const cvb_image *image, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!image || image->mat.empty()) return argument_error(err, "empty image");
        return cvb_return_image(image->mat.clone(), out);
    });
}

extern "C" int cvb_render_text(cvb_image *image, const char *font_path, const char *text, float x, float baseline_y,
                               float pixel_height, cvb_color color, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (!font_path || !text || pixel_height < 1) return argument_error(err, "bad text arguments");
        cvb_font_face(font_path)->putText(image->mat, text, cv::Point((int)std::lround(x), (int)std::lround(baseline_y)),
                                 (int)std::lround(pixel_height), scalar(color), -1, cv::LINE_AA, true);
        return CVB_OK;
    });
}

extern "C" int cvb_render_glyphs(cvb_image *image, const char *font_path, const char *text, const cvb_point *origins,
                                 int count, float pixel_height, cvb_color color, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (!font_path || !text || !origins || pixel_height < 1) return argument_error(err, "bad glyph arguments");
        auto chars = characters(text);
        if ((int)chars.size() != count) return argument_error(err, "glyph count does not match the text");
        auto face = cvb_font_face(font_path);
        for (int i = 0; i < count; i++) {
            if (chars[i] == " ") continue;
            face->putText(image->mat, chars[i], cv::Point((int)std::lround(origins[i].x), (int)std::lround(origins[i].y)),
                          (int)std::lround(pixel_height), scalar(color), -1, cv::LINE_AA, true);
        }
        return CVB_OK;
    });
}

extern "C" int cvb_render_glyphs_weighted(cvb_image *image, const char *font_path, const char *text,
                                          const cvb_point *origins, int count, float pixel_height, float weight,
                                          cvb_color color, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (!font_path || !text || !origins || pixel_height < 1) return argument_error(err, "bad glyph arguments");
        auto chars = characters(text);
        if ((int)chars.size() != count) return argument_error(err, "glyph count does not match the text");
        if (count == 0) return CVB_OK;
        float x0 = origins[0].x, x1 = x0, y0 = origins[0].y, y1 = y0;
        for (int i = 1; i < count; i++) {
            x0 = std::min(x0, origins[i].x); x1 = std::max(x1, origins[i].x);
            y0 = std::min(y0, origins[i].y); y1 = std::max(y1, origins[i].y);
        }
        // Everything a glyph can cover (origin at the baseline-left), with room for the blur.
        const float pad = pixel_height * 1.5f;
        cv::Rect box((int)std::floor(x0 - pad), (int)std::floor(y0 - pad), (int)std::ceil(x1 - x0 + 3 * pad),
                     (int)std::ceil(y1 - y0 + 2 * pad));
        box &= cv::Rect(0, 0, image->mat.cols, image->mat.rows);
        if (box.empty()) return CVB_OK;
        cv::Mat mask = cv::Mat::zeros(box.size(), CV_8UC3);
        auto face = cvb_font_face(font_path);
        for (int i = 0; i < count; i++) {
            if (chars[i] == " ") continue;
            face->putText(mask, chars[i], cv::Point((int)std::lround(origins[i].x - box.x), (int)std::lround(origins[i].y - box.y)),
                          (int)std::lround(pixel_height), cv::Scalar(255, 255, 255), -1, cv::LINE_AA, true);
        }
        cv::Mat coverage;
        cv::extractChannel(mask, coverage, 0);
        coverage.convertTo(coverage, CV_32F, 1.0 / 255);
        // Blurring spreads each edge into a ramp; a lower threshold on the ramp moves the edge outwards.
        const float sigma = std::max(0.6f, pixel_height * 0.035f);
        cv::GaussianBlur(coverage, coverage, cv::Size(), sigma, sigma, cv::BORDER_CONSTANT);
        const float threshold = 0.5f - 0.3f * std::max(-1.0f, std::min(1.0f, weight)), half = 0.15f;
        cv::Mat roi = image->mat(box);
        const float ink[3] = {(float)color.b, (float)color.g, (float)color.r};
        for (int y = 0; y < box.height; y++) {
            uint8_t *d = roi.ptr<uint8_t>(y);
            const float *c = coverage.ptr<float>(y);
            for (int x = 0; x < box.width; x++) {
                float t = std::min(1.0f, std::max(0.0f, (c[x] - threshold + half) / (2 * half)));
                if (t <= 0) continue;
                t = t * t * (3 - 2 * t);
                for (int k = 0; k < 3; k++) d[3 * x + k] = cv::saturate_cast<uint8_t>(d[3 * x + k] * (1 - t) + ink[k] * t);
            }
        }
        return CVB_OK;
    });
}

extern "C" int cvb_render_text_size(const char *font_path, const char *text, float pixel_height, float *width,
                                    float *ascent, float *descent, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!font_path || !text || pixel_height < 1) return argument_error(err, "bad text arguments");
        int baseline = 0;
        cv::Size size = cvb_font_face(font_path)->getTextSize(text, (int)std::lround(pixel_height), -1, &baseline);
        if (width) *width = (float)size.width;
        if (ascent) *ascent = (float)(size.height - std::max(0, baseline));
        if (descent) *descent = (float)std::max(0, baseline);
        return CVB_OK;
    });
}

extern "C" int cvb_render_rect(cvb_image *image, float x, float y, float width, float height, float radius,
                               float thickness, cvb_color color, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (width <= 0 || height <= 0) return argument_error(err, "bad rectangle size");
        std::vector<std::vector<cv::Point>> polygon = {rounded_rect(x, y, width, height, radius)};
        if (thickness <= 0) cv::fillPoly(image->mat, polygon, scalar(color), cv::LINE_AA, kShift);
        else cv::polylines(image->mat, polygon, true, scalar(color), std::max(1, (int)std::lround(thickness)), cv::LINE_AA, kShift);
        return CVB_OK;
    });
}

extern "C" int cvb_render_polyline(cvb_image *image, const cvb_point *points, int count, int closed, float thickness,
                                   cvb_color color, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (!points || count < 2) return argument_error(err, "a polyline needs two points");
        std::vector<std::vector<cv::Point>> lines = {fixed_points(points, count)};
        cv::polylines(image->mat, lines, closed != 0, scalar(color), std::max(1, (int)std::lround(thickness)), cv::LINE_AA, kShift);
        return CVB_OK;
    });
}

extern "C" int cvb_render_polygon(cvb_image *image, const cvb_point *points, int count, cvb_color color, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (!points || count < 3) return argument_error(err, "a polygon needs three points");
        std::vector<std::vector<cv::Point>> polygon = {fixed_points(points, count)};
        cv::fillPoly(image->mat, polygon, scalar(color), cv::LINE_AA, kShift);
        return CVB_OK;
    });
}

extern "C" int cvb_render_ellipse(cvb_image *image, float cx, float cy, float rx, float ry, float angle, float thickness,
                                  cvb_color color, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (rx <= 0 || ry <= 0) return argument_error(err, "bad ellipse radii");
        cv::Size axes((int)std::lround(rx * kScale), (int)std::lround(ry * kScale));
        int t = thickness <= 0 ? cv::FILLED : std::max(1, (int)std::lround(thickness));
        cv::ellipse(image->mat, fixed(cx, cy), axes, angle, 0, 360, scalar(color), t, cv::LINE_AA, kShift);
        return CVB_OK;
    });
}

extern "C" int cvb_render_blur(cvb_image *image, float sigma, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (sigma <= 0) return CVB_OK;
        cv::GaussianBlur(image->mat, image->mat, cv::Size(), sigma, sigma, cv::BORDER_REPLICATE);
        return CVB_OK;
    });
}

extern "C" int cvb_render_motion_blur(cvb_image *image, float length, float angle, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (length < 1) return CVB_OK;
        int size = (int)std::ceil(length) | 1;
        cv::Mat kernel = cv::Mat::zeros(size, size, CV_32F);
        float c = (size - 1) / 2.0f, dx = std::cos(angle * (float)CV_PI / 180), dy = std::sin(angle * (float)CV_PI / 180);
        cv::line(kernel, fixed(c - dx * length / 2, c - dy * length / 2), fixed(c + dx * length / 2, c + dy * length / 2),
                 cv::Scalar(1), 1, cv::LINE_AA, kShift);
        double total = cv::sum(kernel)[0];
        if (total <= 0) return CVB_OK;
        kernel /= total;
        cv::filter2D(image->mat, image->mat, -1, kernel, cv::Point(-1, -1), 0, cv::BORDER_REPLICATE);
        return CVB_OK;
    });
}

extern "C" int cvb_render_noise(cvb_image *image, float sigma, uint64_t seed, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (sigma <= 0) return CVB_OK;
        cv::RNG rng(seed ? seed : 1);
        cv::Mat noise(image->mat.size(), CV_16SC3);
        rng.fill(noise, cv::RNG::NORMAL, 0, sigma);
        cv::Mat wide;
        image->mat.convertTo(wide, CV_16SC3);
        wide += noise;
        wide.convertTo(image->mat, CV_8UC3);
        return CVB_OK;
    });
}

extern "C" int cvb_render_gradient(cvb_image *image, cvb_point a, cvb_point b, float gain_a, float gain_b, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        float vx = b.x - a.x, vy = b.y - a.y, norm = vx * vx + vy * vy;
        if (norm < 1e-6f) return argument_error(err, "gradient end points coincide");
        const int step = field_step(image->mat);
        cv::Mat gain((image->mat.rows + step - 1) / step, (image->mat.cols + step - 1) / step, CV_32F);
        for (int y = 0; y < gain.rows; y++) {
            float *row = gain.ptr<float>(y);
            for (int x = 0; x < gain.cols; x++) {
                float t = ((x * step - a.x) * vx + (y * step - a.y) * vy) / norm;
                t = std::min(1.0f, std::max(0.0f, t));
                row[x] = gain_a + (gain_b - gain_a) * t;
            }
        }
        apply_gain(image->mat, gain);
        return CVB_OK;
    });
}

extern "C" int cvb_render_radial(cvb_image *image, cvb_point center, float radius, float gain_center, float gain_edge,
                                 cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (radius <= 0) return argument_error(err, "bad radius");
        const int step = field_step(image->mat);
        cv::Mat gain((image->mat.rows + step - 1) / step, (image->mat.cols + step - 1) / step, CV_32F);
        for (int y = 0; y < gain.rows; y++) {
            float *row = gain.ptr<float>(y);
            for (int x = 0; x < gain.cols; x++) {
                float px = (float)(x * step), py = (float)(y * step);
                float d = std::sqrt((px - center.x) * (px - center.x) + (py - center.y) * (py - center.y)) / radius;
                float t = std::min(1.0f, d);
                t = t * t * (3 - 2 * t);  // smoothstep
                row[x] = gain_center + (gain_edge - gain_center) * t;
            }
        }
        apply_gain(image->mat, gain);
        return CVB_OK;
    });
}

extern "C" int cvb_render_shade(cvb_image *image, const cvb_point *points, int count, float gain, float softness,
                                cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (!points || count < 3) return argument_error(err, "a shadow needs three points");
        // The soft mask is drawn at a reduced scale (so the blur stays cheap) and enlarged.
        const float scale = softness > 8 ? 4.0f / (softness / 2) : 1.0f;
        cv::Size small(std::max(1, (int)std::lround(image->mat.cols * scale)), std::max(1, (int)std::lround(image->mat.rows * scale)));
        cv::Mat mask = cv::Mat::zeros(small, CV_32F);
        std::vector<cv::Point> polygon;
        for (int i = 0; i < count; i++) polygon.push_back(fixed(points[i].x * scale, points[i].y * scale));
        cv::fillPoly(mask, std::vector<std::vector<cv::Point>>{polygon}, cv::Scalar(1), cv::LINE_AA, kShift);
        if (softness > 0) cv::GaussianBlur(mask, mask, cv::Size(), softness / 2 * scale, softness / 2 * scale, cv::BORDER_REPLICATE);
        cv::Mat g = 1.0f - mask * (1.0f - gain);
        apply_gain(image->mat, g);
        return CVB_OK;
    });
}

extern "C" int cvb_render_tone(cvb_image *image, float gamma, float contrast, float brightness, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (gamma <= 0) return argument_error(err, "gamma must be positive");
        cv::Mat lut(1, 256, CV_8U);
        for (int i = 0; i < 256; i++) {
            double v = (std::pow(i / 255.0, (double)gamma) - 0.5) * contrast + 0.5 + brightness;
            lut.at<uint8_t>(i) = cv::saturate_cast<uint8_t>(v * 255.0);
        }
        cv::LUT(image->mat, lut, image->mat);
        return CVB_OK;
    });
}

extern "C" int cvb_render_ink_weight(cvb_image *image, int pixels, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (pixels == 0) return CVB_OK;
        int r = std::abs(pixels);
        // An (r+1)-wide kernel moves each stroke edge by r/2: 1 is the finest step (one pixel in all).
        cv::Mat kernel = cv::getStructuringElement(r == 1 ? cv::MORPH_RECT : cv::MORPH_ELLIPSE, cv::Size(r + 1, r + 1));
        if (pixels > 0) cv::erode(image->mat, image->mat, kernel, cv::Point(-1, -1), 1, cv::BORDER_REPLICATE);
        else cv::dilate(image->mat, image->mat, kernel, cv::Point(-1, -1), 1, cv::BORDER_REPLICATE);
        return CVB_OK;
    });
}

extern "C" int cvb_render_overlay(cvb_image *image, const cvb_point *points, int count, const cvb_point *clip,
                                  int clip_count, cvb_color color, float opacity, float softness, float rainbow_period,
                                  float rainbow_angle, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (!points || count < 3) return argument_error(err, "an overlay needs three points");
        if (clip_count > 0 && (!clip || clip_count < 3)) return argument_error(err, "a clip polygon needs three points");
        if (opacity <= 0) return CVB_OK;
        softness = std::max(0.0f, softness);
        float x0 = points[0].x, x1 = x0, y0 = points[0].y, y1 = y0;
        for (int i = 1; i < count; i++) {
            x0 = std::min(x0, points[i].x); x1 = std::max(x1, points[i].x);
            y0 = std::min(y0, points[i].y); y1 = std::max(y1, points[i].y);
        }
        cv::Rect box((int)std::floor(x0 - softness), (int)std::floor(y0 - softness), (int)std::ceil(x1 - x0 + 2 * softness) + 1,
                     (int)std::ceil(y1 - y0 + 2 * softness) + 1);
        box &= cv::Rect(0, 0, image->mat.cols, image->mat.rows);
        if (box.empty()) return CVB_OK;

        // The soft mask is drawn at a reduced scale (so the blur stays cheap) and enlarged, as for shadows.
        const float scale = softness > 8 ? 4.0f / (softness / 2) : 1.0f;
        cv::Size small(std::max(1, (int)std::lround(box.width * scale)), std::max(1, (int)std::lround(box.height * scale)));
        cv::Mat mask = cv::Mat::zeros(small, CV_32F);
        std::vector<cv::Point> polygon;
        for (int i = 0; i < count; i++) polygon.push_back(fixed((points[i].x - box.x) * scale, (points[i].y - box.y) * scale));
        cv::fillPoly(mask, std::vector<std::vector<cv::Point>>{polygon}, cv::Scalar(1), cv::LINE_AA, kShift);
        if (softness > 0) cv::GaussianBlur(mask, mask, cv::Size(), softness / 2 * scale, softness / 2 * scale, cv::BORDER_CONSTANT);
        if (mask.size() != box.size()) cv::resize(mask, mask, box.size(), 0, 0, cv::INTER_LINEAR);
        if (clip_count > 0) {
            cv::Mat inside = cv::Mat::zeros(box.size(), CV_32F);
            std::vector<cv::Point> c;
            for (int i = 0; i < clip_count; i++) c.push_back(fixed(clip[i].x - box.x, clip[i].y - box.y));
            cv::fillPoly(inside, std::vector<std::vector<cv::Point>>{c}, cv::Scalar(1), cv::LINE_AA, kShift);
            mask = mask.mul(inside);
        }

        const bool rainbow = rainbow_period > 0;
        const float dx = std::cos(rainbow_angle * (float)CV_PI / 180), dy = std::sin(rainbow_angle * (float)CV_PI / 180);
        cv::Mat roi = image->mat(box);
        for (int y = 0; y < box.height; y++) {
            uint8_t *d = roi.ptr<uint8_t>(y);
            const float *m = mask.ptr<float>(y);
            for (int x = 0; x < box.width; x++) {
                float a = opacity * std::min(1.0f, std::max(0.0f, m[x]));
                if (a <= 0.002f) continue;
                float c[3] = {(float)color.b, (float)color.g, (float)color.r};
                if (rainbow) {
                    // Hue cycles along the foil, with fine diffraction ripples across it.
                    float px = (float)(x + box.x), py = (float)(y + box.y);
                    float along = (px * dx + py * dy) / rainbow_period, across = (-px * dy + py * dx) / (rainbow_period * 0.11f);
                    float hue = 6.0f * (along - std::floor(along)) + 0.5f * std::sin(2 * (float)CV_PI * across);
                    hue = hue - 6.0f * std::floor(hue / 6.0f);
                    const float s = 0.55f, v = 255.0f, chroma = v * s, low = v - chroma;
                    float f = chroma * (1 - std::fabs(std::fmod(hue, 2.0f) - 1));
                    float r, g, b;
                    switch ((int)hue) {
                    case 0: r = chroma; g = f; b = 0; break;
                    case 1: r = f; g = chroma; b = 0; break;
                    case 2: r = 0; g = chroma; b = f; break;
                    case 3: r = 0; g = f; b = chroma; break;
                    case 4: r = f; g = 0; b = chroma; break;
                    default: r = chroma; g = 0; b = f; break;
                    }
                    c[0] = b + low; c[1] = g + low; c[2] = r + low;
                }
                for (int k = 0; k < 3; k++) d[3 * x + k] = cv::saturate_cast<uint8_t>(d[3 * x + k] * (1 - a) + c[k] * a);
            }
        }
        return CVB_OK;
    });
}

extern "C" int cvb_render_multiply(cvb_image *image, const cvb_image *layer, float from_y, float to_y, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(image, err)) return CVB_ERR_ARGUMENT;
        if (!layer || layer->mat.size() != image->mat.size() || layer->mat.type() != CV_8UC3) {
            return argument_error(err, "the layer must be a 3-channel image of the same size");
        }
        for (int y = std::max(0, (int)std::floor(from_y)); y < image->mat.rows; y++) {
            float w = to_y > from_y ? std::min(1.0f, std::max(0.0f, (y - from_y) / (to_y - from_y))) : 1.0f;
            if (w <= 0) continue;
            uint8_t *d = image->mat.ptr<uint8_t>(y);
            const uint8_t *l = layer->mat.ptr<uint8_t>(y);
            for (int x = 0; x < 3 * image->mat.cols; x++) {
                float gain = 1 - w * (1 - l[x] / 255.0f);
                d[x] = cv::saturate_cast<uint8_t>(d[x] * gain);
            }
        }
        return CVB_OK;
    });
}

extern "C" int cvb_render_paste_quad(cvb_image *target, const cvb_image *source, cvb_quad quad, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_canvas(target, err)) return CVB_ERR_ARGUMENT;
        if (!source || source->mat.empty() || source->mat.type() != CV_8UC3) return argument_error(err, "bad source image");
        std::vector<cv::Point2f> corners;
        for (int i = 0; i < 4; i++) corners.emplace_back(quad.p[i].x, quad.p[i].y);
        cv::Rect box = cv::boundingRect(corners);
        box.x -= 2; box.y -= 2; box.width += 4; box.height += 4;
        box &= cv::Rect(0, 0, target->mat.cols, target->mat.rows);
        if (box.empty()) return CVB_OK;

        // Shrink first with area averaging: a perspective warp alone aliases badly when scaling down.
        cv::Mat src = source->mat;
        double top = cv::norm(corners[1] - corners[0]), left = cv::norm(corners[3] - corners[0]);
        double bottom = cv::norm(corners[2] - corners[3]), right = cv::norm(corners[2] - corners[1]);
        double scale = std::max(std::max(top, bottom) / src.cols, std::max(left, right) / src.rows);
        if (scale < 0.8) {
            cv::Mat small;
            cv::resize(src, small, cv::Size(std::max(2, (int)std::lround(src.cols * scale)), std::max(2, (int)std::lround(src.rows * scale))),
                       0, 0, cv::INTER_AREA);
            src = small;
        }
        cv::Point2f from[4] = {{0, 0}, {(float)src.cols, 0}, {(float)src.cols, (float)src.rows}, {0, (float)src.rows}};
        cv::Point2f to[4];
        for (int i = 0; i < 4; i++) to[i] = corners[i] - cv::Point2f((float)box.x, (float)box.y);
        cv::Mat h = cv::getPerspectiveTransform(from, to);
        cv::Mat warped, alpha;
        cv::warpPerspective(src, warped, h, box.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
        cv::Mat ones(src.size(), CV_32F, cv::Scalar(1));
        cv::warpPerspective(ones, alpha, h, box.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(0));
        cv::Mat roi = target->mat(box);
        for (int y = 0; y < box.height; y++) {
            uint8_t *d = roi.ptr<uint8_t>(y);
            const uint8_t *s = warped.ptr<uint8_t>(y);
            const float *a = alpha.ptr<float>(y);
            for (int x = 0; x < box.width; x++) {
                float w = std::min(1.0f, std::max(0.0f, a[x]));
                if (w <= 0) continue;
                for (int c = 0; c < 3; c++) d[3 * x + c] = cv::saturate_cast<uint8_t>(d[3 * x + c] * (1 - w) + s[3 * x + c] * w);
            }
        }
        return CVB_OK;
    });
}

cv::Ptr<cv::freetype::FreeType2> cvb_font_face(const char *path) {
    thread_local std::unordered_map<std::string, cv::Ptr<cv::freetype::FreeType2>> cache;
    std::string key(path ? path : "");
    auto found = cache.find(key);
    if (found != cache.end()) return found->second;
    auto face = cv::freetype::createFreeType2();
    face->loadFontData(key, 0);  // throws cv::Exception for a missing or unreadable font
    cache.emplace(key, face);
    return face;
}
