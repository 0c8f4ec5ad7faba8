// Glyph matching for MRZ cells (see cvb_mrz.h, `cvb_mrz_glyph_similarity`): each candidate
// character drawn in OCR-B at the cell's capital height, blurred as print and camera blur it,
// compared with the cell by normalised cross-correlation over small shifts. OCR-B is one fixed
// face, so where the OCR model is unsure between two letters at a low resolution (H and N, D
// and O, C and L), the drawn letters themselves can tell them apart.
#include "bridge_support.hpp"
#include "cvb_mrz.h"
#include "font_face.hpp"
#include <opencv2/imgproc.hpp>
#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace {

/// OCR-B's capital height as a share of its pixel height (as the generator measures it).
constexpr double kCapShare = 0.72;
/// Blurs the drawn glyphs are compared at (pixels of a line whose capitals are ~24 px high).
constexpr double kSigmas[] = {0.7, 1.3, 2.0};
/// Rows of paper kept above and below the capitals in a template.
constexpr int kPad = 3;

/// `character` drawn with capitals `cap` pixels high, blurred by each of `kSigmas`, cut to
/// `width` columns centred on its ink and the capitals' rows ± `kPad`.
std::vector<cv::Mat> drawGlyph(cv::freetype::FreeType2 &ft, char character, int cap, int width) {
    const int size = std::max(4, (int)std::lround(cap / kCapShare));
    const int margin = cap;
    std::string text(1, character);
    cv::Mat canvas(cap + 2 * margin, 3 * width + 2 * margin, CV_8UC3, cv::Scalar(255, 255, 255));
    int baseline = 0;
    cv::Size extent = ft.getTextSize(text, size, -1, &baseline);
    ft.putText(canvas, text, cv::Point((canvas.cols - extent.width) / 2, margin + cap), size, cv::Scalar(0, 0, 0), -1,
               cv::LINE_AA, true);
    cv::Mat drawn, drawnF;
    cv::cvtColor(canvas, drawn, cv::COLOR_BGR2GRAY);
    drawn.convertTo(drawnF, CV_32F);
    cv::Rect box = cv::boundingRect(drawn < 128);
    int centre = box.width > 0 ? box.x + box.width / 2 : canvas.cols / 2;
    cv::Rect crop = cv::Rect(centre - width / 2, margin - kPad, width, cap + 2 * kPad) & cv::Rect(0, 0, canvas.cols, canvas.rows);
    std::vector<cv::Mat> out;
    for (double sigma : kSigmas) {
        cv::Mat blurred;
        cv::GaussianBlur(drawnF, blurred, cv::Size(0, 0), sigma);
        out.push_back(blurred(crop).clone());
    }
    return out;
}

}  // namespace

extern "C" int cvb_mrz_glyph_similarity(const cvb_image *line, const char *font_path, const char *characters,
                                        const int *cell_x0, const int *cell_x1, const float *cap_top, const float *cap_bottom,
                                        const char *known, const unsigned char *measure, int cell_count, float *similarity,
                                        cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!line || line->mat.empty() || !font_path || !characters || !cell_x0 || !cell_x1 || !cap_top || !cap_bottom || !known ||
            !measure || !similarity || cell_count < 0) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad arguments to the glyph similarity");
            return CVB_ERR_ARGUMENT;
        }
        const int n = (int)std::strlen(characters);
        std::fill(similarity, similarity + (size_t)n * cell_count, -1.f);
        cv::Mat gray, image;
        if (line->mat.channels() == 3) cv::cvtColor(line->mat, gray, cv::COLOR_BGR2GRAY);
        else gray = line->mat;
        gray.convertTo(image, CV_32F);
        // Templates are the median cell's width, so that every cell compares like with like.
        std::vector<int> widths;
        for (int k = 0; k < cell_count; k++)
            if (cell_x1[k] > cell_x0[k]) widths.push_back(cell_x1[k] - cell_x0[k]);
        if (widths.empty()) return CVB_OK;
        std::nth_element(widths.begin(), widths.begin() + widths.size() / 2, widths.end());
        const int width = std::max(4, widths[widths.size() / 2]);
        auto ft = cvb_font_face(font_path);
        // Drawn once per thread for each capital height, cell width, font and character: a
        // reading asks for a few cells at a time, many times over, at the same type size, and
        // not always for the same characters.
        thread_local std::map<std::tuple<int, int, std::string, char>, std::vector<cv::Mat>> drawn;
        if (drawn.size() > 2048) drawn.clear();
        const std::string fontKey(font_path);
        auto glyph = [&](int cap, int i) -> const std::vector<cv::Mat> & {
            auto key = std::make_tuple(cap, width, fontKey, characters[i]);
            auto found = drawn.find(key);
            if (found == drawn.end()) found = drawn.emplace(key, drawGlyph(*ft, characters[i], cap, width)).first;
            return found->second;
        };
        const int dx = std::max(3, width / 6), dy = 2;
        // Character i drawn with capitals `delta` pixels taller than cell k's, at blur `s`.
        auto match = [&](int k, int i, int delta, int s) -> float {
            const int top = (int)std::lround(cap_top[k]), cap = (int)std::lround(cap_bottom[k] - cap_top[k]) + 1;
            const int c = cap + delta;
            const cv::Mat &t = glyph(c, i)[s];
            const int centre = (cell_x0[k] + cell_x1[k]) / 2;
            const int rowTop = top + (cap - c) / 2 - kPad;  // the drawn capitals' rows centred on the cell's
            cv::Rect window = cv::Rect(centre - width / 2 - dx, rowTop - dy, width + 2 * dx, c + 2 * kPad + 2 * dy) &
                              cv::Rect(0, 0, image.cols, image.rows);
            cv::Mat region = image(window);
            if (region.cols < t.cols || region.rows < t.rows) return -1;
            cv::Mat result;
            cv::matchTemplate(region, t, result, cv::TM_CCOEFF_NORMED);
            double high = 0;
            cv::minMaxLoc(result, nullptr, &high);
            return (float)high;
        };
        auto usable = [&](int k) { return cell_x1[k] > cell_x0[k] && cap_bottom[k] - cap_top[k] >= 4; };
        // The print's size and blur, from cells whose character is known: the drawing that
        // matches them best (the caller picks the cells: each costs nine comparisons).
        std::vector<std::pair<int, int>> calibration;
        for (int k = 0; k < cell_count; k++) {
            if (!known[k] || !usable(k)) continue;
            const char *at = std::strchr(characters, known[k]);
            if (at) calibration.push_back({k, (int)(at - characters)});
        }
        const int sigmaCount = (int)(sizeof kSigmas / sizeof kSigmas[0]);
        int bestDelta = 0, bestSigma = 1;
        if (!calibration.empty()) {
            double best = -1e9;
            for (int delta = -1; delta <= 1; delta++)
                for (int s = 0; s < sigmaCount; s++) {
                    double total = 0;
                    for (auto [k, i] : calibration) total += match(k, i, delta, s);
                    if (total > best) { best = total; bestDelta = delta; bestSigma = s; }
                }
        }
        for (int k = 0; k < cell_count; k++) {
            if (!measure[k] || !usable(k)) continue;
            for (int i = 0; i < n; i++) similarity[(size_t)k * n + i] = match(k, i, bestDelta, bestSigma);
        }
        return CVB_OK;
    });
}
