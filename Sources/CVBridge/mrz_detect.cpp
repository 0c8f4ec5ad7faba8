// MRZ band detection: dark, dense, uniform text lines stacked into a rectangular band.
// Works at a reduced working resolution; returns bands in the caller's pixel coordinates.
#include "area_shrink.hpp"
#include "bridge_support.hpp"
#include "cvb_mrz.h"
#include <opencv2/imgproc.hpp>
#include <algorithm>
#include <cmath>
#include <vector>

namespace {

struct Candidate {
    cv::RotatedRect rect;
    float charHeight;
    float score;
};

/// A rotated rectangle's long side: its direction `u` (a unit vector pointing right) and the
/// lengths along and across it.
struct LongAxis {
    cv::Point2f u;
    float along, across;
};

LongAxis longAxis(const cv::RotatedRect &rect) {
    float angle = rect.angle * (float)CV_PI / 180.f;
    cv::Point2f u(std::cos(angle), std::sin(angle));
    float along = rect.size.width, across = rect.size.height;
    if (rect.size.height > rect.size.width) {
        u = cv::Point2f(-u.y, u.x);
        std::swap(along, across);
    }
    if (u.x < 0) u = -u;
    return {u, along, across};
}

/// The rotated rectangle as a quad whose long side runs left to right.
cvb_quad orderedQuad(const cv::RotatedRect &rect, double scale) {
    auto [u, along, across] = longAxis(rect);
    cv::Point2f n(-u.y, u.x);  // points down when u points right
    cv::Point2f c = rect.center;
    cv::Point2f pts[4] = {c - u * (along / 2) - n * (across / 2), c + u * (along / 2) - n * (across / 2),
                          c + u * (along / 2) + n * (across / 2), c - u * (along / 2) + n * (across / 2)};
    cvb_quad q;
    for (int i = 0; i < 4; i++) q.p[i] = cvb_point{(float)(pts[i].x / scale), (float)(pts[i].y / scale)};
    return q;
}

/// Ink share of `ink` inside the rotated rectangle (measured inside the rectangle itself: a
/// skewed band's upright box is mostly paper).
double inkDensity(const cv::Mat &ink, const cv::RotatedRect &r) {
    cv::Rect box = r.boundingRect() & cv::Rect(0, 0, ink.cols, ink.rows);
    if (box.empty()) return 0;
    cv::Mat mask = cv::Mat::zeros(box.size(), CV_8UC1);
    cv::Point2f corners[4];
    r.points(corners);
    std::vector<cv::Point> polygon;
    for (auto &p : corners) polygon.emplace_back((int)std::lround(p.x - box.x), (int)std::lround(p.y - box.y));
    cv::fillConvexPoly(mask, polygon, 255);
    double area = std::max(1, cv::countNonZero(mask));
    cv::Mat inside;
    cv::bitwise_and(ink(box), mask, inside);
    return cv::countNonZero(inside) / area;
}

/// A single text line: its rectangle and that rectangle's long axis.
struct TextLine {
    cv::RotatedRect rect;
    LongAxis axis;
};

/// Bands assembled from single lines: two or three long lines of equal length and thickness,
/// parallel, left-aligned and evenly stacked. Print crowding the MRZ from above (a line of
/// labels, a signature) joins the band found by closing and spoils its shape; line by line, the
/// MRZ's own lines still stand out by their regularity.
void findLineGroups(const cv::Mat &lines, const cv::Mat &ink, double h, std::vector<Candidate> &out) {
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(lines, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    std::vector<TextLine> found;
    for (const auto &contour : contours) {
        cv::RotatedRect r = cv::minAreaRect(contour);
        LongAxis axis = longAxis(r);
        double along = axis.along, across = axis.across;
        if (along < h * 15 || across < h * 0.5 || across > h * 2.5 || along < across * 8) continue;
        if (std::fabs(axis.u.y) > std::sin(30 * CV_PI / 180)) continue;
        if (cv::contourArea(contour) / (along * across) < 0.5) continue;
        found.push_back({r, axis});
    }
    std::sort(found.begin(), found.end(), [](const TextLine &a, const TextLine &b) { return a.rect.center.y < b.rect.center.y; });
    // Whether `b` is the line right below `a` in the same MRZ (returns the spacing, or 0).
    auto stacked = [](const TextLine &lineA, const TextLine &lineB) -> double {
        const LongAxis &a = lineA.axis, &b = lineB.axis;
        if (a.u.dot(b.u) < std::cos(3 * CV_PI / 180)) return 0;
        if (std::min(a.along, b.along) < 0.85 * std::max(a.along, b.along)) return 0;
        if (std::min(a.across, b.across) < 0.6 * std::max(a.across, b.across)) return 0;
        cv::Point2f n(-a.u.y, a.u.x), d = lineB.rect.center - lineA.rect.center;
        double thick = ((double)a.across + b.across) / 2, spacing = d.dot(n);
        if (spacing < 1.2 * thick || spacing > 3.2 * thick) return 0;
        // Same left end (and so, being as long, the same right end).
        double leftA = -(double)a.along / 2, leftB = d.dot(a.u) - (double)b.along / 2;
        if (std::fabs(leftA - leftB) > 1.5 * thick) return 0;
        return spacing;
    };
    auto emit = [&](std::vector<const TextLine *> group) {
        std::vector<cv::Point2f> points;
        for (auto *line : group) {
            cv::Point2f corners[4];
            line->rect.points(corners);
            points.insert(points.end(), corners, corners + 4);
        }
        cv::RotatedRect r = cv::minAreaRect(points);
        LongAxis axis = longAxis(r);
        double along = axis.along, across = axis.across;
        double density = inkDensity(ink, r);
        if (density < 0.08) return;
        double shape = std::min(along / std::max(1.0, across), 14.0) / 14.0;
        // Three stacked lines outrank the pairs inside them (a pair's slimmer shape would score
        // higher): a TD1 must be read whole, and the pairs stay as candidates for a two-line
        // MRZ below a line of print as long as itself.
        double lines = group.size() == 3 ? 2.0 : 1.0;
        out.push_back({r, (float)h, (float)(lines * shape * std::min(1.0, density * 4) * std::sqrt(along * across))});
    };
    for (size_t i = 0; i < found.size(); i++) {
        for (size_t j = i + 1; j < found.size(); j++) {
            double first = stacked(found[i], found[j]);
            if (first == 0) continue;
            emit({&found[i], &found[j]});
            for (size_t k = j + 1; k < found.size(); k++) {
                double second = stacked(found[j], found[k]);
                if (second > 0 && std::fabs(second - first) < 0.25 * first) emit({&found[i], &found[j], &found[k]});
            }
        }
    }
}

/// Adds, for each band-shaped contour, its union with a piece of band on the same rows past either
/// end, at most `kSplitGap` character heights away: glare across an MRZ washes the characters
/// under it out of the ink, and the band stops there. Cut short, a 44-character line was read as
/// 36 characters squeezed into the wrong pitch, implausible, and the MRZ was not found at all.
constexpr double kSplitGap = 6.0;

void joinSplitBands(std::vector<std::vector<cv::Point>> &contours, double h) {
    struct Piece {
        size_t index;
        cv::RotatedRect rect;
        LongAxis axis;
    };
    std::vector<Piece> pieces;
    for (size_t i = 0; i < contours.size(); i++) {
        cv::RotatedRect r = cv::minAreaRect(contours[i]);
        LongAxis axis = longAxis(r);
        if (axis.across < h * 1.5 || axis.along < axis.across || std::fabs(axis.u.y) > std::sin(30 * CV_PI / 180)) continue;
        pieces.push_back({i, r, axis});
    }
    for (const Piece &a : pieces) {
        if (a.axis.along < h * 10) continue;
        cv::Point2f n(-a.axis.u.y, a.axis.u.x);
        for (const Piece &b : pieces) {
            if (b.index == a.index) continue;
            if (std::fabs(a.axis.u.dot(b.axis.u)) < std::cos(3 * CV_PI / 180)) continue;
            if (std::min(a.axis.across, b.axis.across) < 0.7 * std::max(a.axis.across, b.axis.across)) continue;
            cv::Point2f d = b.rect.center - a.rect.center;
            if (std::fabs(d.dot(n)) > 0.25 * a.axis.across) continue;
            // `b` to the right of `a` (each pair is met both ways round): the gap between them.
            double along = d.dot(a.axis.u);
            if (along <= 0) continue;
            double gap = along - a.axis.along / 2 - b.axis.along / 2;
            if (gap < 0 || gap > kSplitGap * h) continue;
            std::vector<cv::Point> joined = contours[a.index];
            joined.insert(joined.end(), contours[b.index].begin(), contours[b.index].end());
            std::vector<cv::Point> hull;
            cv::convexHull(joined, hull);
            contours.push_back(hull);
        }
    }
}

/// One pass for characters about `h` working pixels high.
void findBands(const cv::Mat &work, double h, double inkFactor, std::vector<Candidate> &out) {
    auto rect = [](double w, double hh) {
        return cv::getStructuringElement(cv::MORPH_RECT, cv::Size(std::max(1, (int)std::lround(w)), std::max(1, (int)std::lround(hh))));
    };
    // Dark strokes thinner than the kernel stand out; large dark areas (photos, dark tables) do not.
    cv::Mat blackhat;
    cv::morphologyEx(work, blackhat, cv::MORPH_BLACKHAT, rect(h * 1.2, h * 0.6));
    cv::Mat ink;
    double otsu = cv::threshold(blackhat, ink, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
    if (inkFactor != 1.0) cv::threshold(blackhat, ink, otsu * inkFactor, 255, cv::THRESH_BINARY);
    // Join the characters of a line, then the lines of the band.
    cv::Mat lines, band;
    cv::morphologyEx(ink, lines, cv::MORPH_CLOSE, rect(h * 1.3, h * 0.25));
    cv::morphologyEx(lines, band, cv::MORPH_CLOSE, rect(h * 0.3, h * 1.4));
    // Break thin bridges to neighbouring text; a band is thick enough to survive.
    cv::morphologyEx(band, band, cv::MORPH_OPEN, rect(h * 2.0, h * 1.0));

    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(band, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    joinSplitBands(contours, h);
    for (const auto &contour : contours) {
        cv::RotatedRect r = cv::minAreaRect(contour);
        double along = std::max(r.size.width, r.size.height), across = std::min(r.size.width, r.size.height);
        if (along < h * 18 || across < h * 1.5) continue;
        double aspect = along / across;
        if (aspect < 3.5 || aspect > 40) continue;
        // Text-direction angle within ±30° of horizontal (other rotations are separate passes).
        float angle = r.angle;
        if (r.size.height > r.size.width) angle += 90;
        while (angle > 90) angle -= 180;
        while (angle < -90) angle += 180;
        if (std::fabs(angle) > 30) continue;
        double fill = cv::contourArea(contour) / (along * across);
        if (fill < 0.55) continue;
        // Ink density inside the band: an MRZ is dense, uniform text.
        double density = inkDensity(ink, r);
        if (density < 0.08) continue;
        // Band height in character heights: 2 lines ≈ 3.5h, 3 lines ≈ 5.5h.
        double lineCount = across / (h * 2.0);
        double shape = std::min(aspect, 14.0) / 14.0;
        double score = fill * shape * std::min(1.0, density * 4) * std::sqrt(along * across) * (lineCount > 4.5 ? 0.5 : 1.0);
        out.push_back({r, (float)h, (float)score});
    }
    findLineGroups(lines, ink, h, out);
}

/// The same band found twice (at two pyramid levels, or whole and line by line): mostly inside
/// one another and of about the same size. An MRZ's two lines inside a band that also holds
/// the print above it are not the same band: the reader must get to try both.
bool sameBand(const cv::RotatedRect &a, const cv::RotatedRect &b) {
    cv::Rect ra = a.boundingRect(), rb = b.boundingRect();
    double small = std::max(1.0, (double)std::min(ra.area(), rb.area())), large = std::max(1.0, (double)std::max(ra.area(), rb.area()));
    return (ra & rb).area() / small > 0.6 && small / large > 0.75;
}

}  // namespace

extern "C" int cvb_mrz_find_bands(const cvb_image *gray, float ink_factor, cvb_mrz_band *bands, int capacity, int *count, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        *count = 0;
        if (!gray || gray->mat.empty() || gray->mat.channels() != 1) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "band detection needs a non-empty grayscale image");
            return CVB_ERR_ARGUMENT;
        }
        const cv::Mat &src = gray->mat;
        int longSide = std::max(src.cols, src.rows);
        double scale = longSide > 1100 ? 1100.0 / longSide : 1.0;
        cv::Mat work;
        if (std::min(src.cols, src.rows) * scale < 8) return CVB_OK;  // a sliver: no MRZ fits
        if (scale < 1.0) work = areaShrink(src, scale);
        else work = src;

        std::vector<Candidate> all;
        // Character heights from ~7 to ~40 working pixels (12 px MRZ text on a large photo
        // shrinks to ~8; a page-filling passport scan reaches ~35): one pass for ~8 px text on
        // a small pyramid, which costs a fraction of larger kernels at full working size.
        for (double level : {1.0, 0.57, 0.33}) {
            // Too small at this level to hold an MRZ.
            if (std::min(work.cols, work.rows) * level < 64) continue;
            cv::Mat scaled;
            if (level < 1.0) scaled = areaShrink(work, level);
            else scaled = work;
            std::vector<Candidate> found;
            findBands(scaled, 8.0, ink_factor, found);
            for (auto &c : found) {
                c.rect = cv::RotatedRect(c.rect.center * (float)(1.0 / level), cv::Size2f(c.rect.size.width / (float)level, c.rect.size.height / (float)level), c.rect.angle);
                c.charHeight = (float)(c.charHeight / level);
                c.score = (float)(c.score / level);
                all.push_back(c);
            }
        }
        std::sort(all.begin(), all.end(), [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
        std::vector<Candidate> kept;
        for (const auto &c : all) {
            bool dup = false;
            for (const auto &k : kept) dup = dup || sameBand(c.rect, k.rect);
            if (!dup) kept.push_back(c);
        }
        for (const auto &c : kept) {
            if (*count >= capacity) break;
            bands[*count] = cvb_mrz_band{orderedQuad(c.rect, scale), (float)(c.charHeight / scale), c.score};
            (*count)++;
        }
        return CVB_OK;
    });
}

namespace {

/// How ink is told from paper in a text crop (`CVB_INK_PAPER`, `CVB_INK_LOCAL`, `CVB_INK_DARKEST`).
enum class Measure { paper, local, darkest };

/// A text crop made even: divided by the paper's brightness (a closing wider than any stroke
/// removes the ink). With `local`, ink is instead measured as its depth below the paper and
/// divided by the deepest ink nearby (floored at half the crop's deepest): glare adds light to
/// ink and paper alike, which division leaves faint and Otsu then drops.
cv::Mat normalizedText(const cv::Mat &src, bool local) {
    int k = std::max(3, std::min(src.rows, src.cols) / 3) | 1;
    cv::Mat background;
    cv::morphologyEx(src, background, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(k, k)));
    cv::Mat flat;
    if (local) {
        cv::Mat depth, deepest;
        cv::subtract(background, src, depth, cv::noArray(), CV_32F);
        // Wider than high: the window spans several characters of a line.
        cv::dilate(depth, deepest, cv::getStructuringElement(cv::MORPH_RECT, cv::Size((3 * k) | 1, k)));
        double crop = 0;
        cv::minMaxLoc(depth, nullptr, &crop);
        cv::max(deepest, std::max(1.0, 0.5 * crop), deepest);
        cv::Mat share;
        cv::divide(depth, deepest, share);
        share.convertTo(flat, CV_8U, -255.0, 255.0);
    } else {
        cv::divide(src, background, flat, 255.0);
    }
    cv::normalize(flat, flat, 0, 255, cv::NORM_MINMAX);
    return flat;
}

/// Otsu's threshold over all of `flat`.
double otsu(const cv::Mat &flat) {
    cv::Mat ignored;
    return cv::threshold(flat, ignored, 0, 255, cv::THRESH_BINARY_INV | cv::THRESH_OTSU);
}

/// Otsu's threshold over the pixels of `flat` at or below `below` (its darker class).
double otsuBelow(const cv::Mat &flat, double below) {
    std::vector<uchar> dark;
    for (int y = 0; y < flat.rows; y++) {
        const uchar *row = flat.ptr<uchar>(y);
        for (int x = 0; x < flat.cols; x++)
            if (row[x] <= below) dark.push_back(row[x]);
    }
    if (dark.size() < 2) return below;
    return otsu(cv::Mat(1, (int)dark.size(), CV_8UC1, dark.data()));
}

/// Otsu's threshold on the flattened crop, and that of its ink class split again: coarse
/// guilloche as dark as thin print passes the first and fills the gaps between an MRZ's lines,
/// while the MRZ's black ink is darker still (ink at or below a threshold).
struct Thresholds {
    double otsu, darker;
};

Thresholds thresholds(const cv::Mat &flat) {
    double whole = otsu(flat);
    return {whole, otsuBelow(flat, whole)};
}

double inkThreshold(const cv::Mat &flat, Measure measure) {
    return measure == Measure::darkest ? thresholds(flat).darker : otsu(flat);
}

int binarizeInk(const cvb_image *gray, Measure measure, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!gray || gray->mat.empty() || gray->mat.channels() != 1) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "binarisation needs a non-empty grayscale image");
            return CVB_ERR_ARGUMENT;
        }
        cv::Mat flat = normalizedText(gray->mat, measure == Measure::local);
        cv::Mat ink;
        cv::threshold(flat, ink, inkThreshold(flat, measure), 255, cv::THRESH_BINARY_INV);
        // Hair lines (guilloche, scratches) are thinner than any MRZ stroke at reading scale.
        if (std::min(ink.rows, ink.cols) >= 24)
            cv::morphologyEx(ink, ink, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(2, 2)));
        return cvb_return_image(std::move(ink), out);
    });
}

/// The grey crop the OCR reads. With `darkest`, what lies between the two thresholds (the
/// texture) is lifted to paper, and the ink keeps its grey edges.
cv::Mat textForReading(const cv::Mat &src, Measure measure) {
    cv::Mat flat = normalizedText(src, measure == Measure::local);
    if (measure != Measure::darkest) return flat;
    Thresholds t = thresholds(flat);
    double paper = std::max(1.0, (t.darker + t.otsu) / 2);
    cv::Mat lifted;
    flat.convertTo(lifted, CV_8U, 255.0 / paper);
    return lifted;
}

Measure measureOf(int measure) {
    return measure == CVB_INK_LOCAL ? Measure::local : measure == CVB_INK_DARKEST ? Measure::darkest : Measure::paper;
}

}  // namespace

extern "C" int cvb_binarize_ink(const cvb_image *gray, cvb_image **out, cvb_error *err) {
    return binarizeInk(gray, Measure::paper, out, err);
}

extern "C" int cvb_binarize_ink_measured(const cvb_image *gray, int measure, cvb_image **out, cvb_error *err) {
    return binarizeInk(gray, measureOf(measure), out, err);
}

extern "C" int cvb_ink_blobs(const cvb_image *ink, cvb_blob *blobs, int capacity, int *count, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        *count = 0;
        if (!ink || ink->mat.empty() || ink->mat.type() != CV_8UC1) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "blobs need a non-empty binary image");
            return CVB_ERR_ARGUMENT;
        }
        cv::Mat labels, stats, centroids;
        int n = cv::connectedComponentsWithStats(ink->mat, labels, stats, centroids, 8, CV_32S);
        for (int i = 1; i < n && *count < capacity; i++) {
            blobs[(*count)++] = cvb_blob{stats.at<int>(i, cv::CC_STAT_LEFT), stats.at<int>(i, cv::CC_STAT_TOP),
                                         stats.at<int>(i, cv::CC_STAT_WIDTH), stats.at<int>(i, cv::CC_STAT_HEIGHT),
                                         stats.at<int>(i, cv::CC_STAT_AREA)};
        }
        return CVB_OK;
    });
}

static int binarizeText(const cvb_image *gray, Measure measure, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        cvb_image *ink = nullptr;
        int code = binarizeInk(gray, measure, &ink, err);
        if (code != CVB_OK) return code;
        cv::Mat text;
        cv::bitwise_not(ink->mat, text);
        delete ink;
        return cvb_return_image(std::move(text), out);
    });
}

extern "C" int cvb_binarize_text(const cvb_image *gray, cvb_image **out, cvb_error *err) {
    return binarizeText(gray, Measure::paper, out, err);
}

extern "C" int cvb_binarize_text_measured(const cvb_image *gray, int measure, cvb_image **out, cvb_error *err) {
    return binarizeText(gray, measureOf(measure), out, err);
}

static int normalizeText(const cvb_image *gray, Measure measure, cvb_image **out, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (!gray || gray->mat.empty() || gray->mat.channels() != 1) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "normalisation needs a non-empty grayscale image");
            return CVB_ERR_ARGUMENT;
        }
        return cvb_return_image(textForReading(gray->mat, measure), out);
    });
}

extern "C" int cvb_normalize_text(const cvb_image *gray, cvb_image **out, cvb_error *err) {
    return normalizeText(gray, Measure::paper, out, err);
}

extern "C" int cvb_normalize_text_measured(const cvb_image *gray, int measure, cvb_image **out, cvb_error *err) {
    return normalizeText(gray, measureOf(measure), out, err);
}
