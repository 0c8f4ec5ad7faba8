// Shared by the bridge's .cpp files: the handle type and the exception guard.
#pragma once
#include <opencv2/core.hpp>
#include <cstdio>
#include <cstring>
#include <exception>
#include "cvb_image.h"

struct cvb_image {
    cv::Mat mat;
};

inline void cvb_set_error(cvb_error *err, int code, const char *message) {
    if (!err) return;
    err->code = code;
    std::snprintf(err->message, sizeof err->message, "%s", message ? message : "unknown error");
}

inline void cvb_clear_error(cvb_error *err) {
    if (!err) return;
    err->code = CVB_OK;
    err->message[0] = 0;
}

/// Runs `body`, turning any exception into an error code + message.
template <typename Body>
int cvb_guard(cvb_error *err, Body body) {
    cvb_clear_error(err);
    try {
        return body();
    } catch (const cv::Exception &e) {
        cvb_set_error(err, CVB_ERR_OPENCV, e.what());
    } catch (const std::exception &e) {
        cvb_set_error(err, CVB_ERR_OPENCV, e.what());
    } catch (...) {
        cvb_set_error(err, CVB_ERR_OPENCV, "unknown native exception");
    }
    return err ? err->code : CVB_ERR_OPENCV;
}

inline int cvb_return_image(cv::Mat mat, cvb_image **out) {
    *out = new cvb_image{std::move(mat)};
    return CVB_OK;
}
