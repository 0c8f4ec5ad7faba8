// Candidate sides snapped to the edges near them, at the working resolution. The outline of a
// contour is a hull simplified by a tolerance: on a faint or noisy edge its sides can lie a few
// pixels off and a little askew, enough to lose their support along half their length. Each side
// is refitted to the strongest edge across it near each of its samples.
#include "doc_support.hpp"
#include <algorithm>

namespace docdetect {
namespace {

/// The line fitted to the strongest edge within ±`reach` across the side from `a` to `b` (its
/// middle, away from rounded corners): false when too few samples find one.
bool snapSide(const Work &w, cv::Point2f a, cv::Point2f b, float reach, cv::Point2f &point, cv::Point2f &direction) {
    cv::Point2f d = b - a;
    float length = std::sqrt(d.dot(d));
    if (length < 16) return false;
    cv::Point2f u = d / length, n(-u.y, u.x);
    const int samples = 24;
    std::vector<cv::Point2f> points;
    for (int i = 0; i < samples; i++) {
        cv::Point2f p = a + d * (0.1f + 0.8f * (i + 0.5f) / samples);
        float best = 0, offset = 0;
        for (float s = -reach; s <= reach; s += 0.5f) {
            cv::Point2f q = p + n * s;
            int x = (int)std::lround(q.x), y = (int)std::lround(q.y);
            if (x < 0 || y < 0 || x >= w.gx.cols || y >= w.gx.rows) continue;
            float g = std::fabs(w.gx.at<float>(y, x) * n.x + w.gy.at<float>(y, x) * n.y);
            if (g > best) { best = g; offset = s; }
        }
        if (best >= std::max(0.5f * w.edgeThreshold, 2 * w.gradientNoise)) points.push_back(p + n * offset);
    }
    if ((int)points.size() < samples / 2) return false;
    cv::Vec4f fit;
    cv::fitLine(points, fit, cv::DIST_HUBER, 0, 0.01, 0.01);
    direction = cv::Point2f(fit[0], fit[1]);
    point = cv::Point2f(fit[2], fit[3]);
    // A snapped side keeps roughly its direction.
    return std::fabs(direction.dot(u)) >= std::cos(6 * CV_PI / 180);
}

}  // namespace

void snapCandidates(const Work &w, std::vector<Candidate> &all, int count) {
    // Outlines of texture are snapped besides the others, not in their stead.
    std::vector<Candidate> chosen, texture;
    for (const Candidate &c : all)
        if (c.method != CVB_DOC_LINES) (c.method == CVB_DOC_TEXTURE ? texture : chosen).push_back(c);
    auto larger = [](const Candidate &x, const Candidate &y) {
        return std::fabs(polygonArea(x.q)) * (0.5 + x.score) > std::fabs(polygonArea(y.q)) * (0.5 + y.score);
    };
    std::sort(chosen.begin(), chosen.end(), larger);
    std::sort(texture.begin(), texture.end(), larger);
    if ((int)chosen.size() > count) chosen.resize(count);
    if (texture.size() > 4) texture.resize(4);
    chosen.insert(chosen.end(), texture.begin(), texture.end());
    float reach = std::max(3.f, 0.01f * (float)std::hypot(w.gx.cols, w.gx.rows));
    for (const Candidate &c : chosen) {
        cv::Point2f point[4], direction[4];
        bool ok = true;
        for (int i = 0; i < 4 && ok; i++) ok = snapSide(w, c.q[i], c.q[(i + 1) % 4], reach, point[i], direction[i]);
        if (!ok) continue;
        Quad q;
        for (int i = 0; i < 4 && ok; i++) ok = intersect(point[(i + 3) % 4], direction[(i + 3) % 4], point[i], direction[i], q[i]);
        if (!ok) continue;
        Candidate snapped;
        snapped.q = canonical(q);
        // Sides on edges: an outline of texture snapped is one of edges.
        snapped.method = c.method == CVB_DOC_TEXTURE ? CVB_DOC_EDGES : c.method;
        snapped.fromTexture = c.method == CVB_DOC_TEXTURE || c.fromTexture;
        if (!convex(snapped.q) || std::fabs(polygonArea(snapped.q)) < w.minArea) continue;
        measure(w, snapped);
        if (snapped.score > c.score) all.push_back(snapped);
    }
}

}  // namespace docdetect
