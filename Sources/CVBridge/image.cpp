// Image handles: decode, encode and geometric transforms.
#include "area_shrink.hpp"
#include "bridge_support.hpp"
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/core/utils/logger.hpp>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <sstream>
#include <vector>

// OpenCV's own log lines ("[ WARN:0@0.013] global ... TIFFRGBAImageOK: Sorry, ...") went to
// stderr beside the CLI's messages; every failure they tell of is reported as an error already.
static const bool opencv_silenced = [] {
    cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_SILENT);
    return true;
}();

/// `cv::imdecode` writes a failed decoder's exception to std::cerr itself ("imdecode_(''): can't
/// read data: ..."), which the logger does not govern: std::cerr is sent elsewhere while it runs,
/// and restored however the decode ends. One decode at a time holds the swap, so two never
/// restore each other's buffer.
static cv::Mat quiet_imdecode(const cv::Mat &buffer, int flags) {
    struct CerrSentTo {
        std::streambuf *saved;
        explicit CerrSentTo(std::streambuf *sink) : saved(std::cerr.rdbuf(sink)) {}
        ~CerrSentTo() { std::cerr.rdbuf(saved); }
    };
    static std::mutex mutex;
    std::lock_guard<std::mutex> lock(mutex);
    std::ostringstream sink;
    CerrSentTo quiet(sink.rdbuf());
    return cv::imdecode(buffer, flags);
}

static bool valid_image(const cvb_image *image, cvb_error *err) {
    if (!image || image->mat.empty()) {
        cvb_set_error(err, CVB_ERR_ARGUMENT, "empty image");
        return false;
    }
    return true;
}

extern "C" int cvb_image_decode(const uint8_t *bytes, size_t length, int gray, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!bytes || length == 0) {
            cvb_set_error(err, CVB_ERR_DECODE, "no image data");
            return CVB_ERR_DECODE;
        }
        cv::Mat buffer(1, (int)length, CV_8UC1, const_cast<uint8_t *>(bytes));
        int flags = (gray ? cv::IMREAD_GRAYSCALE : cv::IMREAD_COLOR) | cv::IMREAD_IGNORE_ORIENTATION;
        cv::Mat mat = quiet_imdecode(buffer, flags);
        if (mat.empty()) {
            cvb_set_error(err, CVB_ERR_DECODE, "the data could not be decoded as an image");
            return CVB_ERR_DECODE;
        }
        return cvb_return_image(std::move(mat), out);
    });
}

extern "C" int cvb_image_create(int width, int height, int channels, const uint8_t *value, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (width <= 0 || height <= 0 || (channels != 1 && channels != 3)) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad image size or channel count");
            return CVB_ERR_ARGUMENT;
        }
        cv::Scalar fill = channels == 1 ? cv::Scalar(value ? value[0] : 0)
                                        : cv::Scalar(value ? value[0] : 0, value ? value[1] : 0, value ? value[2] : 0);
        return cvb_return_image(cv::Mat(height, width, channels == 1 ? CV_8UC1 : CV_8UC3, fill), out);
    });
}

extern "C" int cvb_image_from_pixels(const uint8_t *pixels, int width, int height, int channels, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!pixels || width <= 0 || height <= 0 || (channels != 1 && channels != 3)) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad pixel buffer");
            return CVB_ERR_ARGUMENT;
        }
        cv::Mat view(height, width, channels == 1 ? CV_8UC1 : CV_8UC3, const_cast<uint8_t *>(pixels));
        return cvb_return_image(view.clone(), out);
    });
}

extern "C" void cvb_image_free(cvb_image *image) { delete image; }
extern "C" int cvb_image_width(const cvb_image *image) { return image ? image->mat.cols : 0; }
extern "C" int cvb_image_height(const cvb_image *image) { return image ? image->mat.rows : 0; }
extern "C" int cvb_image_channels(const cvb_image *image) { return image ? image->mat.channels() : 0; }
extern "C" size_t cvb_image_stride(const cvb_image *image) { return image ? image->mat.step[0] : 0; }
extern "C" const uint8_t *cvb_image_data(const cvb_image *image) { return image ? image->mat.data : nullptr; }

extern "C" int cvb_image_encode(const cvb_image *image, const char *format, int quality, uint8_t **bytes, size_t *length, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_image(image, err)) return CVB_ERR_ARGUMENT;
        std::string name = format ? format : "png";
        std::string ext;
        std::vector<int> params;
        if (name == "png") ext = ".png";
        else if (name == "jpeg") {
            ext = ".jpg";
            params = {cv::IMWRITE_JPEG_QUALITY, std::max(1, std::min(100, quality))};
        } else if (name == "webp") {
            ext = ".webp";  // quality above 100: lossless
            params = {cv::IMWRITE_WEBP_QUALITY, std::max(1, std::min(101, quality))};
        } else if (name == "tiff") ext = ".tiff";
        else if (name == "bmp") ext = ".bmp";
        else {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "unknown image format (expected png, jpeg, webp, tiff or bmp)");
            return CVB_ERR_ARGUMENT;
        }
        std::vector<uint8_t> buffer;
        if (!cv::imencode(ext, image->mat, buffer, params)) {
            cvb_set_error(err, CVB_ERR_ENCODE, "encoding failed");
            return CVB_ERR_ENCODE;
        }
        *bytes = static_cast<uint8_t *>(std::malloc(buffer.size()));
        if (!*bytes) {
            cvb_set_error(err, CVB_ERR_ENCODE, "out of memory");
            return CVB_ERR_ENCODE;
        }
        std::memcpy(*bytes, buffer.data(), buffer.size());
        *length = buffer.size();
        return CVB_OK;
    });
}

extern "C" void cvb_buffer_free(uint8_t *bytes) { std::free(bytes); }

extern "C" int cvb_image_to_gray(const cvb_image *image, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_image(image, err)) return CVB_ERR_ARGUMENT;
        cv::Mat gray;
        if (image->mat.channels() == 1) gray = image->mat.clone();
        else cv::cvtColor(image->mat, gray, cv::COLOR_BGR2GRAY);
        return cvb_return_image(std::move(gray), out);
    });
}

extern "C" int cvb_image_to_bgr(const cvb_image *image, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_image(image, err)) return CVB_ERR_ARGUMENT;
        cv::Mat bgr;
        if (image->mat.channels() == 3) bgr = image->mat.clone();
        else cv::cvtColor(image->mat, bgr, cv::COLOR_GRAY2BGR);
        return cvb_return_image(std::move(bgr), out);
    });
}

extern "C" int cvb_image_rotate90(const cvb_image *image, int quarter_turns, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_image(image, err)) return CVB_ERR_ARGUMENT;
        cv::Mat result;
        switch (((quarter_turns % 4) + 4) % 4) {
            case 0: result = image->mat.clone(); break;
            case 1: cv::rotate(image->mat, result, cv::ROTATE_90_CLOCKWISE); break;
            case 2: cv::rotate(image->mat, result, cv::ROTATE_180); break;
            default: cv::rotate(image->mat, result, cv::ROTATE_90_COUNTERCLOCKWISE); break;
        }
        return cvb_return_image(std::move(result), out);
    });
}

extern "C" int cvb_image_orient(const cvb_image *image, int orientation, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_image(image, err)) return CVB_ERR_ARGUMENT;
        // EXIF 1..8: 2 mirror, 3 rotate 180, 4 flip vertical, 5 transpose, 6 rotate 90 CW,
        // 7 transverse, 8 rotate 90 CCW (the transform that makes the stored pixels upright).
        cv::Mat m = image->mat, r;
        switch (orientation) {
            case 2: cv::flip(m, r, 1); break;
            case 3: cv::rotate(m, r, cv::ROTATE_180); break;
            case 4: cv::flip(m, r, 0); break;
            case 5: cv::transpose(m, r); break;
            case 6: cv::rotate(m, r, cv::ROTATE_90_CLOCKWISE); break;
            case 7: cv::transpose(m, r); cv::rotate(r, r, cv::ROTATE_180); break;
            case 8: cv::rotate(m, r, cv::ROTATE_90_COUNTERCLOCKWISE); break;
            default: r = m.clone(); break;
        }
        return cvb_return_image(std::move(r), out);
    });
}

extern "C" int cvb_image_resize(const cvb_image *image, int width, int height, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_image(image, err)) return CVB_ERR_ARGUMENT;
        if (width <= 0 || height <= 0) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad target size");
            return CVB_ERR_ARGUMENT;
        }
        bool shrink = width * height < image->mat.cols * image->mat.rows;
        cv::Mat r;
        cv::resize(image->mat, r, cv::Size(width, height), 0, 0, shrink ? cv::INTER_AREA : cv::INTER_CUBIC);
        return cvb_return_image(std::move(r), out);
    });
}

extern "C" int cvb_image_area_shrink(const cvb_image *image, double scale, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_image(image, err)) return CVB_ERR_ARGUMENT;
        if (image->mat.type() != CV_8UC1 || !(scale > 0 && scale < 1)) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "area shrink needs a grey image and a scale between 0 and 1");
            return CVB_ERR_ARGUMENT;
        }
        return cvb_return_image(areaShrink(image->mat, scale), out);
    });
}

extern "C" int cvb_image_warp_quad(const cvb_image *image, cvb_quad quad, int width, int height, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_image(image, err)) return CVB_ERR_ARGUMENT;
        if (width <= 0 || height <= 0) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad target size");
            return CVB_ERR_ARGUMENT;
        }
        cv::Point2f src[4], dst[4] = {{0, 0}, {(float)width, 0}, {(float)width, (float)height}, {0, (float)height}};
        for (int i = 0; i < 4; i++) src[i] = cv::Point2f(quad.p[i].x, quad.p[i].y);
        cv::Mat h = cv::getPerspectiveTransform(src, dst);
        cv::Mat r;
        cv::warpPerspective(image->mat, r, h, cv::Size(width, height), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
        return cvb_return_image(std::move(r), out);
    });
}

extern "C" int cvb_image_crop(const cvb_image *image, int x, int y, int width, int height, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_image(image, err)) return CVB_ERR_ARGUMENT;
        cv::Rect r = cv::Rect(x, y, width, height) & cv::Rect(0, 0, image->mat.cols, image->mat.rows);
        if (r.empty()) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "crop rectangle is outside the image");
            return CVB_ERR_ARGUMENT;
        }
        return cvb_return_image(image->mat(r).clone(), out);
    });
}

extern "C" int cvb_image_pad(const cvb_image *image, int pixels, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!valid_image(image, err)) return CVB_ERR_ARGUMENT;
        if (pixels < 0 || pixels > 4096) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad border size");
            return CVB_ERR_ARGUMENT;
        }
        double lo = 0, hi = 255;
        if (image->mat.channels() == 1) cv::minMaxLoc(image->mat, &lo, &hi);
        cv::Mat r;
        cv::copyMakeBorder(image->mat, r, pixels, pixels, pixels, pixels, cv::BORDER_CONSTANT, cv::Scalar::all(hi));
        return cvb_return_image(std::move(r), out);
    });
}
