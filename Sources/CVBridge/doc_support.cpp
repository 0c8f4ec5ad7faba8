// Quad geometry and edge evidence shared by the document detector (doc_support.hpp).
#include "doc_support.hpp"
#include <algorithm>

namespace docdetect {

bool convex(const Quad &q) {
    int sign = 0;
    for (int i = 0; i < 4; i++) {
        float c = cross(q[(i + 1) % 4] - q[i], q[(i + 2) % 4] - q[(i + 1) % 4]);
        if (std::fabs(c) < 1e-3f) return false;
        int s = c > 0 ? 1 : -1;
        if (sign == 0) sign = s;
        else if (s != sign) return false;
    }
    return true;
}

Quad canonical(Quad q) {
    if (polygonArea(q) < 0) std::swap(q[1], q[3]);
    int first = 0;
    for (int i = 1; i < 4; i++)
        if (q[i].x + q[i].y < q[first].x + q[first].y) first = i;
    Quad r;
    for (int i = 0; i < 4; i++) r[i] = q[(first + i) % 4];
    return r;
}

bool intersect(cv::Point2f p1, cv::Point2f d1, cv::Point2f p2, cv::Point2f d2, cv::Point2f &out) {
    float den = cross(d1, d2);
    if (std::fabs(den) < 1e-6f) return false;
    float t = cross(p2 - p1, d2) / den;
    out = p1 + d1 * t;
    return std::isfinite(out.x) && std::isfinite(out.y);
}

namespace {

inline bool inside(const cv::Mat &m, cv::Point2f p) {
    return p.x >= 0 && p.y >= 0 && p.x <= m.cols - 1.001f && p.y <= m.rows - 1.001f;
}

/// Bilinear sample of a 1-channel float image (the caller checks `inside`).
inline float sample1(const cv::Mat &m, cv::Point2f p) {
    int x0 = (int)p.x, y0 = (int)p.y;
    float fx = p.x - x0, fy = p.y - y0;
    const float *r0 = m.ptr<float>(y0), *r1 = m.ptr<float>(y0 + 1);
    return (r0[x0] * (1 - fx) + r0[x0 + 1] * fx) * (1 - fy) + (r1[x0] * (1 - fx) + r1[x0 + 1] * fx) * fy;
}

/// Bilinear sample of a 3-channel float image (the caller checks `inside`).
inline cv::Vec3f sample3(const cv::Mat &m, cv::Point2f p) {
    int x0 = (int)p.x, y0 = (int)p.y;
    float fx = p.x - x0, fy = p.y - y0;
    const cv::Vec3f *r0 = m.ptr<cv::Vec3f>(y0), *r1 = m.ptr<cv::Vec3f>(y0 + 1);
    return (r0[x0] * (1 - fx) + r0[x0 + 1] * fx) * (1 - fy) + (r1[x0] * (1 - fx) + r1[x0 + 1] * fx) * fy;
}

}  // namespace

float SideColours::coherence(float noise) const {
    if (count < 3) return 0;
    // Variance about the least-squares line along t, summed over the channels.
    double meanT = t / count, varT = t2 / count - meanT * meanT;
    // Noise alone gives three channels a variance of about 1.4 (stepNoise)² (the lower quartile
    // of the smaller of two steps, each the difference of two noisy colours).
    const double noiseVariance = 1.4 * noise * noise;
    auto spread = [&](const cv::Vec3d &sum, const cv::Vec3d &sum2, const cv::Vec3d &sumT) {
        double total = 0;
        for (int k = 0; k < 3; k++) {
            double mean = sum[k] / count, var = sum2[k] / count - mean * mean;
            double cov = sumT[k] / count - mean * meanT;
            double residual = varT > 1e-6 ? var - cov * cov / varT : var;
            total += std::max(0.0, residual);
        }
        return (float)std::sqrt(std::max(0.0, total - noiseVariance));
    };
    float uniform = std::min(spread(in, in2, inT), spread(out, out2, outT));
    float contrast = (float)cv::norm(out / count - in / count);
    return std::max(0.f, std::min(1.f, 1 - uniform / (1 + contrast)));
}

float SideColours::ratioCoherence(float noise) const {
    if (count < 3) return 0;
    double mean = level / count + kRatioOffset;
    double spread2 = 0;
    for (int k = 0; k < 3; k++) {
        double m = ratio[k] / count;
        spread2 += std::max(0.0, ratio2[k] / count - m * m);
    }
    // In grey levels at the line's brightness; noise as in `coherence`, on each side's colour.
    double spread = std::sqrt(std::max(0.0, spread2 * mean * mean - 2.8 * noise * noise));
    double contrast = cv::norm(ratio / count) * mean;
    return (float)std::max(0.0, std::min(1.0, 1 - spread / (1 + contrast)));
}

float SideColours::faintSupport() const {
    if (count < 3 || stepLength <= 0) return 0;
    double consistency = cv::norm(out - in) / stepLength;
    return (float)std::min(steps / count, consistency);
}

std::vector<uchar> faintSteps(const Work &w, const std::vector<cv::Vec3f> &steps, const std::vector<uchar> &valid) {
    const int n = (int)steps.size(), reach = 3;
    std::vector<uchar> faint(n, 0);
    for (int i = 0; i < n; i++) {
        if (!valid[i]) continue;
        cv::Vec3f sum = {0, 0, 0};
        int count = 0;
        for (int k = std::max(0, i - reach); k <= std::min(n - 1, i + reach); k++)
            if (valid[k]) { sum += steps[k]; count++; }
        cv::Vec3f mean = sum / (float)std::max(1, count);
        float meanLength = (float)cv::norm(mean), length = (float)cv::norm(steps[i]);
        faint[i] = length >= w.stepThreshold && meanLength >= w.stepThreshold && steps[i].dot(mean) >= 0.7f * length * meanLength;
    }
    return faint;
}

bool probe(const Work &w, cv::Point2f p, cv::Point2f n, float &strength, cv::Vec3f &behind, cv::Vec3f &ahead, float enough) {
    strength = 0;
    // From the line outwards: an edge on the line is usually near it, and once `enough` is
    // reached the rest cannot change what the caller asks (whether the strength reaches it).
    for (int k = 0; k <= kEdgeSteps && strength < enough; k++) {
        float s = 0.5f * (float)((k + 1) / 2) * (k % 2 ? 1.f : -1.f);
        cv::Point2f q = p + n * s;
        if (!inside(w.gx, q)) continue;
        strength = std::max(strength, std::fabs(sample1(w.gx, q) * n.x + sample1(w.gy, q) * n.y));
    }
    cv::Point2f out = p + n * kColourOffset, in = p - n * kColourOffset;
    if (!inside(w.smooth, out) || !inside(w.smooth, in)) return false;
    behind = sample3(w.smooth, in);
    ahead = sample3(w.smooth, out);
    return true;
}

namespace {

/// How sharp the colour step across the side from `a` along `u` (normal `n`, `length` pixels)
/// is: the median over 24 samples of the step between the colours kColourOffset to either side
/// over the step between those kWideOffset to either side (a few grey levels added to it). A
/// document's edge is a step, whole within a few pixels: about 1. A ramp of light, or the soft
/// outer edge of a shadow beside the document's edge, keeps changing past them: under a half.
/// 1 where the wider step is too small to tell (a faint edge, or flat noise). Print within
/// kWideOffset inside a document's edge lowers it too (a few true sides measure under a half).
float sharpness(const Work &w, cv::Point2f a, cv::Point2f u, cv::Point2f n, float length) {
    const int samples = 24;
    std::vector<float> ratios, wide;
    for (int i = 0; i < samples; i++) {
        cv::Point2f p = a + u * (length * (0.06f + 0.88f * (i + 0.5f) / samples));
        cv::Point2f near = n * kColourOffset, far = n * kWideOffset;
        if (!inside(w.smooth, p + far) || !inside(w.smooth, p - far)) continue;
        float step = (float)cv::norm(sample3(w.smooth, p + near) - sample3(w.smooth, p - near));
        float wider = (float)cv::norm(sample3(w.smooth, p + far) - sample3(w.smooth, p - far));
        ratios.push_back(step / (wider + 3));
        wide.push_back(wider);
    }
    if ((int)ratios.size() < samples / 2) return 1;
    if (orderStatistic(wide, 1, 2) < std::max(12.f, 4 * w.stepNoise)) return 1;
    return orderStatistic(ratios, 1, 2);
}

}  // namespace

SideEvidence measureSide(const Work &w, cv::Point2f a, cv::Point2f b) {
    SideEvidence e;
    cv::Point2f d = b - a;
    float length = std::sqrt(d.dot(d));
    if (length < 4) return e;
    cv::Point2f u = d / length, n(-u.y, u.x);
    int samples = std::max(12, std::min(120, (int)(length / 3)));
    int hits = 0;
    std::vector<float> strengths;
    strengths.reserve(samples);
    std::vector<cv::Vec3f> behinds(samples), aheads(samples), steps(samples);
    std::vector<uchar> valid(samples, 0);
    for (int i = 0; i < samples; i++) {
        float t = 0.06f + 0.88f * (i + 0.5f) / samples;
        float strength = 0;
        valid[i] = probe(w, a + d * t, n, strength, behinds[i], aheads[i]);
        steps[i] = aheads[i] - behinds[i];
        strengths.push_back(strength);
        if (strength >= w.edgeThreshold) hits++;
    }
    std::vector<uchar> faint = faintSteps(w, steps, valid);
    SideColours colours;
    float spacing = 0.88f * length / samples;
    for (int i = 0; i < samples; i++)
        if (valid[i]) colours.add(behinds[i], aheads[i], faint[i], i * spacing);
    e.support = std::max((float)hits / samples, colours.faintSupport());
    e.strength = orderStatistic(strengths, 1, 2);
    e.coherence = std::max(colours.coherence(w.stepNoise), colours.ratioCoherence(w.stepNoise));
    e.sharpness = sharpness(w, a, u, n, length);
    if (colours.count > 0) e.step = cv::Vec3f((colours.out - colours.in) / colours.count);
    return e;
}

std::vector<uchar> edgeHits(const Work &w, cv::Point2f from, cv::Point2f u, cv::Point2f n, int samples, float spacing, bool faint,
                            const cv::Vec3f *sameStep) {
    std::vector<float> strengths(samples, 0.f);
    std::vector<cv::Vec3f> behinds(samples), aheads(samples), steps(samples);
    std::vector<uchar> valid(samples, 0);
    for (int i = 0; i < samples; i++) {
        valid[i] = probe(w, from + u * (spacing * i), n, strengths[i], behinds[i], aheads[i], w.edgeThreshold);
        steps[i] = aheads[i] - behinds[i];
    }
    std::vector<uchar> hits = faint ? faintSteps(w, steps, valid) : std::vector<uchar>(samples, 0);
    for (int i = 0; i < samples; i++) {
        hits[i] = hits[i] || strengths[i] >= w.edgeThreshold;
        if (sameStep && hits[i]) {
            double length = cv::norm(steps[i]), expected = cv::norm(*sameStep);
            hits[i] = valid[i] && steps[i].dot(*sameStep) >= 0.7 * length * expected && length >= 0.5 * expected && length <= 2 * expected;
        }
    }
    return hits;
}

namespace {

/// Share of samples with a (strong) edge across direction `n` on the segment from `from`,
/// `length` pixels along `u` (outside the image: none), the colours to either side changing as
/// they do across the side (`step`, ahead − behind): the same edge running on. Faint steps do
/// not count (on a busy background they are everywhere), nor do lines of the background that a
/// side happens to meet at its corner (a checked cloth lined up with the document, a wood grain
/// along it).
float edgeShare(const Work &w, cv::Point2f from, cv::Point2f u, cv::Point2f n, float length, const cv::Vec3f &step) {
    int samples = std::max(4, (int)(length / 2));
    float spacing = length / samples;
    std::vector<uchar> hits = edgeHits(w, from + u * (spacing / 2), u, n, samples, spacing, false, &step);
    return (float)std::count(hits.begin(), hits.end(), 1) / samples;
}

}  // namespace

void measure(const Work &w, Candidate &c) {
    double weighted = 0, lengths = 0;
    for (int i = 0; i < 4; i++) {
        cv::Point2f a = c.q[i], b = c.q[(i + 1) % 4];
        c.side[i] = measureSide(w, a, b);
        cv::Point2f d = b - a;
        double length = std::sqrt(d.dot(d));
        if (length >= 4) {
            // Past each corner: a gap for the blur and a rounded corner, then a tenth of the side.
            cv::Point2f u = d / (float)length, n(-u.y, u.x);
            float gap = 3, reach = std::max(6.f, 0.1f * (float)length);
            const cv::Vec3f &step = c.side[i].step;
            c.side[i].overrun = std::max(edgeShare(w, b + u * gap, u, n, reach, step), edgeShare(w, a - u * gap, -u, n, reach, step));
        }
        weighted += c.side[i].support * c.side[i].coherence * length;
        lengths += length;
    }
    c.score = lengths > 0 ? weighted / lengths : 0;
}

void addQuad(const Work &w, std::vector<Candidate> &out, Quad q, int method) {
    q = canonical(q);
    if (!convex(q) || std::fabs(polygonArea(q)) < w.minArea) return;
    Candidate c;
    c.q = q;
    c.method = method;
    out.push_back(c);
}

}  // namespace docdetect
