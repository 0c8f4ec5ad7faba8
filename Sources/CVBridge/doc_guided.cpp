// Outlines searched for near a predicted one (the MRTD detector's page, placed from its MRZ). A
// pale page on a pale table, or one filling the frame, leaves edges too faint or too short for
// the contours and straight-line search to close into an outline; knowing roughly where each side
// lies, the strongest straight edges near it are found directly and combined.
#include "doc_support.hpp"
#include <algorithm>

namespace docdetect {
namespace {

/// A straight line near a predicted side: `offset` pixels from the side's middle along its
/// normal, turned `angle` radians (through `point`, along `direction`), and the share of its
/// samples on an edge of one direction.
struct NearLine {
    float offset = 0, angle = 0, support = 0;
    cv::Point2f point, direction;
};

/// The `keep` best supported lines within ±`reach` pixels and ±`maxAngle` degrees (half-degree
/// steps) of the side from `a` to `b` that keep every point of `inside` at least `margin` inside,
/// no two within 10 pixels of each other along the side's middle 90%. A line's support is the
/// share of its samples on an edge across it: a gradient of one sign above one and a half times
/// the image's gradient noise (faint but steady: the pale page on a pale table; a quarter grey
/// level at least, so that a noiseless image's flat parts are no edge), or a faint colour step
/// (`faintSteps`) of one direction, whichever share is larger. (A floor of a whole grey level
/// changed which 9 of 311 generated real-world photos were found, one fewer in all.)
std::vector<NearLine> linesNear(const Work &w, cv::Point2f a, cv::Point2f b, float reach, float maxAngle, int keep,
                                const std::vector<cv::Point2f> &inside, float margin) {
    cv::Point2f d = b - a;
    float length = std::sqrt(d.dot(d));
    if (length < 16 || !(reach > 0)) return {};
    cv::Point2f u = d / length, n(-u.y, u.x), middle = (a + b) * 0.5f;
    const int samples = 48;
    const float threshold = std::max(0.25f, 1.5f * w.gradientNoise);
    std::vector<NearLine> scored;
    std::vector<cv::Vec3f> steps(samples);
    std::vector<uchar> valid(samples);
    for (float degrees = -maxAngle; degrees <= maxAngle + 1e-3f; degrees += 0.5f) {
        float r = degrees * (float)CV_PI / 180, c = std::cos(r), s = std::sin(r);
        cv::Point2f ua(u.x * c - u.y * s, u.x * s + u.y * c), na(-ua.y, ua.x);
        for (int offset = -(int)reach; offset <= (int)reach; offset++) {
            cv::Point2f origin = middle + n * (float)offset;
            if (std::any_of(inside.begin(), inside.end(), [&](cv::Point2f p) { return (p - origin).dot(na) < margin; })) continue;
            int positive = 0, negative = 0, seen = 0;
            std::fill(steps.begin(), steps.end(), cv::Vec3f(0, 0, 0));
            std::fill(valid.begin(), valid.end(), 0);
            cv::Vec3f total(0, 0, 0);
            for (int i = 0; i < samples; i++) {
                float t = length * (-0.45f + 0.9f * (i + 0.5f) / samples);
                cv::Point2f p = origin + ua * t;
                int x = (int)std::lround(p.x), y = (int)std::lround(p.y);
                if (x < 0 || y < 0 || x >= w.gx.cols || y >= w.gx.rows) continue;
                seen++;
                float g = w.gx.at<float>(y, x) * na.x + w.gy.at<float>(y, x) * na.y;
                if (g >= threshold) positive++;
                else if (g <= -threshold) negative++;
                // The colours either side, for a faint edge (a pale page on a pale table).
                cv::Point2f ahead = p + na * kColourOffset, behind = p - na * kColourOffset;
                int ax = (int)std::lround(ahead.x), ay = (int)std::lround(ahead.y), bx = (int)std::lround(behind.x), by = (int)std::lround(behind.y);
                if (ax < 0 || ay < 0 || bx < 0 || by < 0 || ax >= w.smooth.cols || bx >= w.smooth.cols || ay >= w.smooth.rows || by >= w.smooth.rows) continue;
                steps[i] = w.smooth.at<cv::Vec3f>(ay, ax) - w.smooth.at<cv::Vec3f>(by, bx);
                valid[i] = 1;
                total += steps[i];
            }
            if (seen < samples / 2) continue;
            std::vector<uchar> faint = faintSteps(w, steps, valid);
            int faintHits = 0;
            for (int i = 0; i < samples; i++)
                if (faint[i] && steps[i].dot(total) > 0) faintHits++;
            scored.push_back({(float)offset, r, (float)std::max(std::max(positive, negative), faintHits) / samples, origin, ua});
        }
    }
    std::sort(scored.begin(), scored.end(), [](const NearLine &x, const NearLine &y) { return x.support > y.support; });
    std::vector<NearLine> kept;
    for (const NearLine &line : scored) {
        if ((int)kept.size() >= keep || line.support < 0.3f) break;
        bool near = std::any_of(kept.begin(), kept.end(), [&](const NearLine &k) {
            float turn = 0.45f * length * std::tan(std::fabs(line.angle - k.angle));
            return std::fabs(line.offset - k.offset) + turn < 10;
        });
        if (!near) kept.push_back(line);
    }
    return kept;
}

}  // namespace

void guidedCandidates(const Work &w, const Quad &predicted, const float reach[4], float maxAngle, int keep, const std::vector<cv::Point2f> &inside,
                      const float margin[4], std::vector<Candidate> &out) {
    std::array<std::vector<NearLine>, 4> lines;
    int missing = 0;
    for (int i = 0; i < 4; i++) {
        lines[i] = linesNear(w, predicted[i], predicted[(i + 1) % 4], reach[i], maxAngle, keep, inside, margin[i]);
        if (!lines[i].empty()) continue;
        // One side with no edge near it (washed out by light, or on a table of the page's
        // colour) stands on the predicted side: the outline is then taken only closed by it.
        if (++missing > 1) return;
        cv::Point2f a = predicted[i], b = predicted[(i + 1) % 4], d = b - a;
        float length = std::sqrt(d.dot(d));
        if (!(length > 0)) return;
        cv::Point2f middle = (a + b) * 0.5f, u = d / length, n(-u.y, u.x);
        if (std::any_of(inside.begin(), inside.end(), [&](cv::Point2f p) { return (p - middle).dot(n) < margin[i]; })) return;
        lines[i].push_back({0, 0, 0, middle, u});
    }
    for (const NearLine &l0 : lines[0])
        for (const NearLine &l1 : lines[1])
            for (const NearLine &l2 : lines[2])
                for (const NearLine &l3 : lines[3]) {
                    const NearLine *chosen[4] = {&l0, &l1, &l2, &l3};
                    Quad q;
                    bool ok = true;
                    for (int i = 0; i < 4 && ok; i++)
                        ok = intersect(chosen[(i + 3) % 4]->point, chosen[(i + 3) % 4]->direction, chosen[i]->point, chosen[i]->direction, q[i]);
                    if (!ok) continue;
                    size_t before = out.size();
                    addQuad(w, out, q, CVB_DOC_LINES);
                    if (out.size() > before) measure(w, out.back());
                }
}

void movedSideCandidates(const Work &w, const Quad &q, int side, float reach, float maxAngle, int keep, std::vector<Candidate> &out) {
    cv::Point2f a = q[side], b = q[(side + 1) % 4];
    cv::Point2f before = q[(side + 3) % 4], after = q[(side + 2) % 4];
    for (const NearLine &line : linesNear(w, a, b, reach, maxAngle, keep, {}, 0)) {
        Quad moved = q;
        if (!intersect(before, a - before, line.point, line.direction, moved[side]) ||
            !intersect(after, b - after, line.point, line.direction, moved[(side + 1) % 4]))
            continue;
        size_t before = out.size();
        addQuad(w, out, moved, CVB_DOC_LINES);
        if (out.size() > before) measure(w, out.back());
    }
}

}  // namespace docdetect
