// Corner refinement of a chosen outline at full resolution: each side fitted to the strongest
// edge near it (away from the corners, which may be rounded), the corners where the fitted lines
// meet.
#include "doc_support.hpp"
#include <algorithm>

using docdetect::cross;
using docdetect::intersect;
using docdetect::Quad;
using docdetect::orderStatistic;

namespace {

/// The strongest edge across a side near `p` (direction `n`) within ±`search`: its offset along
/// `n` (sub-pixel) and strength, from a profile averaged over three pixels along the side.
bool edgeAcross(const cv::Mat &image, cv::Point2f p, cv::Point2f n, cv::Point2f u, float search, float &offset, float &strength) {
    int steps = (int)std::ceil(search);
    int count = 2 * steps + 3;
    int channels = image.channels();
    std::vector<float> profile(count * channels, 0.f);
    for (int k = 0; k < count; k++) {
        cv::Point2f q = p + n * (float)(k - steps - 1);
        for (int t = -1; t <= 1; t++) {
            cv::Point2f r = q + u * (float)t;
            if (r.x < 0 || r.y < 0 || r.x > image.cols - 1.001f || r.y > image.rows - 1.001f) return false;
            int x0 = (int)r.x, y0 = (int)r.y;
            float fx = r.x - x0, fy = r.y - y0;
            const uchar *r0 = image.ptr<uchar>(y0), *r1 = image.ptr<uchar>(y0 + 1);
            for (int c = 0; c < channels; c++) {
                float v = (r0[x0 * channels + c] * (1 - fx) + r0[(x0 + 1) * channels + c] * fx) * (1 - fy) +
                          (r1[x0 * channels + c] * (1 - fx) + r1[(x0 + 1) * channels + c] * fx) * fy;
                profile[k * channels + c] += v / 3;
            }
        }
    }
    // Derivative at positions 1...count-2 (offsets -steps...steps), strongest channel.
    std::vector<float> derivative(count, 0.f);
    for (int k = 1; k < count - 1; k++) {
        float best = 0;
        for (int c = 0; c < channels; c++) best = std::max(best, std::fabs(profile[(k + 1) * channels + c] - profile[(k - 1) * channels + c]) / 2);
        derivative[k] = best;
    }
    int peak = 1;
    for (int k = 2; k < count - 1; k++)
        if (derivative[k] > derivative[peak]) peak = k;
    strength = derivative[peak];
    float shift = 0;
    if (peak > 1 && peak < count - 2) {
        float a = derivative[peak - 1], b = derivative[peak], c = derivative[peak + 1];
        float den = a - 2 * b + c;
        if (std::fabs(den) > 1e-6f) shift = std::max(-0.5f, std::min(0.5f, 0.5f * (a - c) / den));
    }
    offset = (float)(peak - steps - 1) + shift;
    return true;
}

}  // namespace

extern "C" int cvb_document_refine(const cvb_image *image, cvb_quad quad, float search, cvb_quad *out, float *side_support,
                                   cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!image || image->mat.empty() || !out || !(search > 0) || !std::isfinite(search)) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad arguments to document refinement");
            return CVB_ERR_ARGUMENT;
        }
        *out = quad;
        Quad q;
        for (int i = 0; i < 4; i++) {
            if (!std::isfinite(quad.p[i].x) || !std::isfinite(quad.p[i].y)) {
                cvb_set_error(err, CVB_ERR_ARGUMENT, "quad corners must be finite");
                return CVB_ERR_ARGUMENT;
            }
            q[i] = cv::Point2f(quad.p[i].x, quad.p[i].y);
        }
        search = std::min(search, 200.f);
        const cv::Mat &img = image->mat;
        // The threshold a step must pass: grey levels per pixel.
        const float minimumStrength = 2.0f;
        cv::Point2f linePoint[4], lineDirection[4];
        for (int s = 0; s < 4; s++) {
            cv::Point2f a = q[s], b = q[(s + 1) % 4], d = b - a;
            float length = std::sqrt(d.dot(d));
            linePoint[s] = a;
            lineDirection[s] = length > 0 ? d / length : cv::Point2f(1, 0);
            if (side_support) side_support[s] = 0;
            if (length < 8) continue;
            cv::Point2f u = d / length, n(-u.y, u.x);
            int samples = std::max(8, std::min(80, (int)(length / 4)));
            std::vector<cv::Point2f> points;
            for (int i = 0; i < samples; i++) {
                float t = 0.1f + 0.8f * (i + 0.5f) / samples;
                float offset = 0, strength = 0;
                if (!edgeAcross(img, a + d * t, n, u, search, offset, strength)) continue;
                if (strength < minimumStrength) continue;
                points.push_back(a + d * t + n * offset);
            }
            if (side_support) side_support[s] = (float)points.size() / samples;
            if ((int)points.size() < std::max(6, samples / 4)) continue;
            // Robust fit: a first fit, then again without the points far from it.
            cv::Vec4f fit;
            cv::fitLine(points, fit, cv::DIST_HUBER, 0, 0.01, 0.01);
            cv::Point2f fd(fit[0], fit[1]), fp(fit[2], fit[3]);
            std::vector<float> residuals;
            for (auto &p : points) residuals.push_back(std::fabs(cross(fd, p - fp)));
            std::vector<float> sorted = residuals;
            float limit = std::max(1.0f, 3.0f * orderStatistic(sorted, 1, 2));
            std::vector<cv::Point2f> inliers;
            for (size_t i = 0; i < points.size(); i++)
                if (residuals[i] <= limit) inliers.push_back(points[i]);
            if ((int)inliers.size() < std::max(6, samples / 4)) continue;
            cv::fitLine(inliers, fit, cv::DIST_L2, 0, 0.01, 0.01);
            cv::Point2f direction(fit[0], fit[1]);
            // A fitted side must keep roughly the direction it had.
            if (std::fabs(direction.dot(u)) < std::cos(10 * CV_PI / 180)) continue;
            linePoint[s] = cv::Point2f(fit[2], fit[3]);
            lineDirection[s] = direction;
        }
        for (int i = 0; i < 4; i++) {
            int before = (i + 3) % 4;
            cv::Point2f corner;
            if (!intersect(linePoint[before], lineDirection[before], linePoint[i], lineDirection[i], corner)) continue;
            cv::Point2f moved = corner - q[i];
            if (std::sqrt(moved.dot(moved)) > 2 * search) continue;
            out->p[i] = cvb_point{corner.x, corner.y};
        }
        return CVB_OK;
    });
}
