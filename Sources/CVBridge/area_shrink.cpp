#include "area_shrink.hpp"
#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <vector>

namespace {

/// Each output index's source pixels and their weights, as OpenCV's area resize computes them
/// (`computeResizeAreaTab`): output cell d covers [d, d + 1) / scale of the source, cut at its
/// end; a source pixel partly inside counts by the part inside. `width` weights per output
/// index from `first`, those past the cell 0, so every pixel takes the same number of taps.
struct AreaTaps {
    int width = 0;
    std::vector<int> first;
    std::vector<float> weights;

    AreaTaps(int sourceSize, int outSize, double scale) {
        double step = 1.0 / scale;
        width = (int)std::ceil(step) + 1;
        first.assign(outSize, 0);
        weights.assign((size_t)outSize * width, 0.f);
        for (int d = 0; d < outSize; d++) {
            double f1 = d * step, f2 = f1 + step;
            double cell = std::min(step, sourceSize - f1);
            int s1 = (int)std::ceil(f1), s2 = (int)std::floor(f2);
            s2 = std::min(s2, sourceSize - 1);
            s1 = std::min(s1, s2);
            bool partLeft = s1 - f1 > 1e-3;
            first[d] = partLeft ? s1 - 1 : s1;
            float *w = &weights[(size_t)d * width];
            int n = 0;
            if (partLeft) w[n++] = (float)((s1 - f1) / cell);
            for (int s = s1; s < s2; s++) w[n++] = (float)(1.0 / cell);
            if (f2 - s2 > 1e-3) w[n++] = (float)(std::min(std::min(f2 - s2, 1.0), cell) / cell);
        }
    }
};

/// One output row from its summed source row `r`: `Taps` weights per pixel, fixed at compile time
/// for the common factors so the loop unrolls (twice as fast as a loop over `xs.width`; 0 takes
/// the general path). The sum runs in the same order either way, so the pixels are the same.
template <int Taps>
void shrinkRow(const float *r, const AreaTaps &xs, uchar *o, int outW) {
    const int taps = Taps > 0 ? Taps : xs.width;
    const float *w = xs.weights.data();
    const int *first = xs.first.data();
    for (int x = 0; x < outW; x++, w += taps) {
        const float *rx = r + first[x];
        float sum = 0;
        for (int k = 0; k < taps; k++) sum += w[k] * rx[k];
        o[x] = cv::saturate_cast<uchar>(sum);
    }
}

}  // namespace

cv::Mat areaShrink(const cv::Mat &src, double scale) {
    CV_Assert(src.type() == CV_8UC1 && !src.empty() && scale > 0 && scale < 1);
    // At 1/n OpenCV's own is fast (and rounds its plain means its own way): the same pixels.
    double inverse = 1.0 / scale;
    if (std::abs(inverse - std::round(inverse)) < DBL_EPSILON) {
        cv::Mat out;
        cv::resize(src, out, cv::Size(), scale, scale, cv::INTER_AREA);
        return out;
    }
    // Rounded as cv::resize rounds its output size.
    int outW = std::max(1, cvRound(src.cols * scale)), outH = std::max(1, cvRound(src.rows * scale));
    AreaTaps xs(src.cols, outW, scale), ys(src.rows, outH, scale);
    cv::Mat out(outH, outW, CV_8UC1);
    const int cols = src.cols, taps = xs.width;
    auto shrink = taps == 2 ? shrinkRow<2> : taps == 3 ? shrinkRow<3> : taps == 4 ? shrinkRow<4> : taps == 5 ? shrinkRow<5> : shrinkRow<0>;
    // Stripes of output rows in OpenCV's thread pool, as its own resize runs (one worker's photo
    // otherwise waits for one core where OpenCV used two).
    cv::parallel_for_(cv::Range(0, outH), [&](const cv::Range &rows) {
        // One output row's source rows summed; padded for the last pixels' zero-weighted taps.
        std::vector<float> row((size_t)cols + taps, 0.f);
        float *__restrict r = row.data();
        for (int y = rows.start; y < rows.end; y++) {
            const float *wy = &ys.weights[(size_t)y * ys.width];
            // The first source row is stored, not added to zeros (0 + w·s is w·s exactly).
            bool started = false;
            for (int k = 0; k < ys.width; k++) {
                int sy = ys.first[y] + k;
                if (wy[k] == 0.f || sy >= src.rows) continue;
                const uchar *__restrict s = src.ptr<uchar>(sy);
                const float w = wy[k];
                if (started) for (int x = 0; x < cols; x++) r[x] += w * (float)s[x];
                else for (int x = 0; x < cols; x++) r[x] = w * (float)s[x];
                started = true;
            }
            if (!started) std::fill(row.begin(), row.begin() + cols, 0.f);
            shrink(r, xs, out.ptr<uchar>(y), outW);
        }
    }, std::max(1.0, outH / 64.0));
    return out;
}
