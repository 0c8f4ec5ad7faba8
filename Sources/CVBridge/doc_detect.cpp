// Document outline candidates: contours of edge maps and of bright/dark regions (here), quads of
// straight lines (doc_lines.cpp), each side's edge evidence measured alike (doc_support.cpp).
// Policy (which candidate is the document) is Swift's: see DocumentDetector.swift.
#include "doc_support.hpp"
#include <algorithm>

using namespace docdetect;

namespace {

/// Quads from a convex hull: its 4-vertex simplification, and the intersections of the four
/// longest sides of a 5–8-vertex one (a corner cut off by the border or something lying on it).
void quadsFromHull(const Work &w, const std::vector<cv::Point> &hull, int method, std::vector<Candidate> &out) {
    double perimeter = cv::arcLength(hull, true);
    if (perimeter <= 0) return;
    std::vector<cv::Point> approx;
    for (double eps : {0.01, 0.02, 0.035, 0.05, 0.08}) {
        cv::approxPolyDP(hull, approx, eps * perimeter, true);
        if (approx.size() == 4) {
            addQuad(w, out, Quad{cv::Point2f(approx[0]), cv::Point2f(approx[1]), cv::Point2f(approx[2]), cv::Point2f(approx[3])}, method);
            return;
        }
        if (approx.size() < 4) break;
    }
    cv::approxPolyDP(hull, approx, 0.015 * perimeter, true);
    int n = (int)approx.size();
    if (n < 5 || n > 8) return;
    std::vector<int> order(n);
    for (int i = 0; i < n; i++) order[i] = i;
    auto len = [&](int i) { cv::Point d = approx[(i + 1) % n] - approx[i]; return std::hypot(d.x, d.y); };
    std::sort(order.begin(), order.end(), [&](int a, int b) { return len(a) > len(b); });
    std::vector<int> sides(order.begin(), order.begin() + 4);
    std::sort(sides.begin(), sides.end());
    Quad q;
    for (int k = 0; k < 4; k++) {
        int i = sides[k], j = sides[(k + 1) % 4];
        cv::Point2f p1 = approx[i], d1 = cv::Point2f(approx[(i + 1) % n]) - p1;
        cv::Point2f p2 = approx[j], d2 = cv::Point2f(approx[(j + 1) % n]) - p2;
        if (!intersect(p1, d1, p2, d2, q[(k + 1) % 4])) return;
    }
    double hullArea = cv::contourArea(hull);
    double area = std::fabs(polygonArea(q));
    if (area < hullArea * 0.95 || area > hullArea * 1.3) return;
    addQuad(w, out, q, method);
}

void contourCandidates(const Work &w, const cv::Mat &binary, int method, int mode, std::vector<Candidate> &out) {
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(binary, contours, mode, cv::CHAIN_APPROX_SIMPLE);
    for (const auto &contour : contours) {
        if (contour.size() < 4) continue;
        cv::Rect box = cv::boundingRect(contour);
        if ((double)box.area() < w.minArea) continue;
        std::vector<cv::Point> hull;
        cv::convexHull(contour, hull);
        if (cv::contourArea(hull) < w.minArea) continue;
        quadsFromHull(w, hull, method, out);
    }
}

/// Edge pixels of components at least `extent` pixels across: the print inside a document (and
/// most texture) falls apart into small components, its outline does not.
cv::Mat longEdges(const cv::Mat &edges, int extent) {
    cv::Mat labels, stats, centroids;
    int n = cv::connectedComponentsWithStats(edges, labels, stats, centroids, 8, CV_32S);
    std::vector<uchar> keep(n, 0);
    for (int i = 1; i < n; i++)
        keep[i] = std::max(stats.at<int>(i, cv::CC_STAT_WIDTH), stats.at<int>(i, cv::CC_STAT_HEIGHT)) >= extent ? 255 : 0;
    cv::Mat out(edges.size(), CV_8U);
    for (int y = 0; y < edges.rows; y++) {
        const int *l = labels.ptr<int>(y);
        uchar *o = out.ptr<uchar>(y);
        for (int x = 0; x < edges.cols; x++) o[x] = keep[l[x]];
    }
    return out;
}

/// Closed edge maps: Canny at a low, a middle and a high threshold on grey, and on the colour
/// gradient. The image border is drawn in, so an outline cut by the border still closes.
/// `lineEdges` gets the long edges of the low and middle maps (for the line finder), `middle`
/// the middle map.
void edgeCandidates(const Work &w, std::vector<Candidate> &out, cv::Mat &middle, cv::Mat &lineEdges) {
    cv::Mat kernel = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3));
    std::vector<cv::Mat> maps;
    int extent = std::max(8, (int)(std::min(w.gray.cols, w.gray.rows) * 0.06));
    // The low level follows the image's own texture (a faint edge on a clean scan, not the
    // grain of a noisy photo): Sobel units are 8 × grey levels per pixel.
    double low = std::max(4.0, 2.0 * 8 * w.medianGradient);
    const double levels[3][2] = {{low, 3 * low}, {20, 60}, {45, 135}};
    for (int level = 0; level < 3; level++) {
        cv::Mat edges;
        cv::Canny(w.gray, edges, levels[level][0], levels[level][1], 3, true);
        if (level == 1) middle = edges.clone();
        if (level < 2) {
            cv::Mat kept = longEdges(edges, extent);
            if (lineEdges.empty()) lineEdges = kept;
            else cv::bitwise_or(lineEdges, kept, lineEdges);
        }
        maps.push_back(edges);
    }
    cv::Mat dx16, dy16, colourEdges;
    w.gx.convertTo(dx16, CV_16S, 8);
    w.gy.convertTo(dy16, CV_16S, 8);
    cv::Canny(dx16, dy16, colourEdges, 30, 90, true);
    maps.push_back(colourEdges);
    for (auto &edges : maps) {
        cv::Mat closed;
        cv::dilate(edges, closed, kernel);
        cv::rectangle(closed, cv::Rect(0, 0, closed.cols, closed.rows), cv::Scalar(255), 1);
        contourCandidates(w, closed, CVB_DOC_EDGES, cv::RETR_LIST, out);
    }
}

/// Bright or dark regions (a white card on a dark desk, a coloured card on a grey one).
void regionCandidates(const Work &w, std::vector<Candidate> &out) {
    cv::Mat hsv;
    cv::cvtColor(w.bgr, hsv, cv::COLOR_BGR2HSV);
    std::vector<cv::Mat> hsvChannels;
    cv::split(hsv, hsvChannels);
    int k = std::max(3, (int)std::lround(std::min(w.gray.cols, w.gray.rows) * 0.012)) | 1;
    cv::Mat open = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(k, k));
    cv::Mat close = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(2 * k + 1, 2 * k + 1));
    for (const cv::Mat &channel : {w.gray, hsvChannels[1]}) {
        cv::Mat blurred, binary;
        cv::GaussianBlur(channel, blurred, cv::Size(7, 7), 0);
        cv::threshold(blurred, binary, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
        for (int polarity = 0; polarity < 2; polarity++) {
            cv::Mat region = polarity ? 255 - binary : binary;
            // Closing first fills the print inside the document; opening then cuts thin bridges.
            cv::morphologyEx(region, region, cv::MORPH_CLOSE, close);
            cv::morphologyEx(region, region, cv::MORPH_OPEN, open);
            contourCandidates(w, region, CVB_DOC_REGION, cv::RETR_EXTERNAL, out);
        }
    }
}

/// The gradient of the channel that changes most at each pixel (grey levels per pixel), so
/// that a card differing from the table only in colour still has edges.
void colourGradient(const cv::Mat &bgr, cv::Mat &gx, cv::Mat &gy) {
    std::vector<cv::Mat> channels;
    cv::split(bgr, channels);
    gx = cv::Mat::zeros(bgr.size(), CV_32F);
    gy = cv::Mat::zeros(bgr.size(), CV_32F);
    cv::Mat best = cv::Mat::zeros(bgr.size(), CV_32F);
    for (const auto &c : channels) {
        cv::Mat dx, dy;
        cv::Sobel(c, dx, CV_32F, 1, 0, 3, 1.0 / 8);
        cv::Sobel(c, dy, CV_32F, 0, 1, 3, 1.0 / 8);
        cv::Mat magnitude = dx.mul(dx) + dy.mul(dy);
        cv::Mat stronger = magnitude > best;
        dx.copyTo(gx, stronger);
        dy.copyTo(gy, stronger);
        magnitude.copyTo(best, stronger);
    }
}

/// Keeps the best of each group of candidates whose corners all lie within `tolerance`.
std::vector<Candidate> deduplicate(std::vector<Candidate> all, double tolerance) {
    std::sort(all.begin(), all.end(), [](const Candidate &a, const Candidate &b) { return a.score > b.score; });
    std::vector<Candidate> kept;
    for (const auto &c : all) {
        bool duplicate = false;
        for (const auto &k : kept) {
            bool same = true;
            for (int i = 0; i < 4 && same; i++) {
                cv::Point2f d = c.q[i] - k.q[i];
                same = std::sqrt(d.dot(d)) < tolerance;
            }
            if (same) { duplicate = true; break; }
        }
        if (!duplicate) kept.push_back(c);
    }
    return kept;
}

/// Edge shares of the whole image and of a strip along each border.
void describeScene(const cv::Mat &edges, cvb_doc_scene &scene) {
    scene.edge_share = (float)cv::countNonZero(edges) / (float)edges.total();
    int across = std::max(2, (int)std::lround(0.02 * std::min(edges.cols, edges.rows)));
    const cv::Rect strips[4] = {cv::Rect(0, 0, edges.cols, across), cv::Rect(edges.cols - across, 0, across, edges.rows),
                                cv::Rect(0, edges.rows - across, edges.cols, across), cv::Rect(0, 0, across, edges.rows)};
    for (int i = 0; i < 4; i++) scene.border_edge_share[i] = (float)cv::countNonZero(edges(strips[i])) / (float)strips[i].area();
}

}  // namespace

extern "C" int cvb_document_candidates(const cvb_image *image, int work_size, float min_area_share, cvb_doc_candidate *candidates,
                                       int capacity, int *count, cvb_doc_scene *scene, cvb_error *err) {
    return cvb_guard(err, [&]() -> int {
        if (count) *count = 0;
        if (scene) *scene = cvb_doc_scene{0, {0, 0, 0, 0}};
        if (!image || image->mat.empty() || !candidates || !count || capacity < 0 || work_size < 64) {
            cvb_set_error(err, CVB_ERR_ARGUMENT, "bad arguments to document candidates");
            return CVB_ERR_ARGUMENT;
        }
        const cv::Mat &input = image->mat;
        Work w;
        w.scale = std::min(1.0, (double)work_size / std::max(input.cols, input.rows));
        cv::Mat small;
        if (w.scale < 1) cv::resize(input, small, cv::Size(), w.scale, w.scale, cv::INTER_AREA);
        else small = input;
        if (small.cols < 16 || small.rows < 16) return CVB_OK;
        if (small.channels() == 1) cv::cvtColor(small, w.bgr, cv::COLOR_GRAY2BGR);
        else w.bgr = small;
        cv::Mat smooth;
        cv::GaussianBlur(w.bgr, smooth, cv::Size(5, 5), 0);
        smooth.convertTo(w.smooth, CV_32FC3);
        cv::cvtColor(smooth, w.gray, cv::COLOR_BGR2GRAY);
        colourGradient(smooth, w.gx, w.gy);
        // An edge must stand out from the image's own texture and noise.
        cv::Mat magnitude;
        cv::magnitude(w.gx, w.gy, magnitude);
        std::vector<float> values;
        values.reserve(magnitude.total() / 16 + 1);
        for (int y = 0; y < magnitude.rows; y += 4)
            for (int x = 0; x < magnitude.cols; x += 4) values.push_back(magnitude.at<float>(y, x));
        std::nth_element(values.begin(), values.begin() + values.size() / 2, values.end());
        w.medianGradient = values[values.size() / 2];
        w.edgeThreshold = std::max(2.5f, 2.5f * w.medianGradient);
        w.minArea = std::max(0.0, (double)min_area_share) * small.cols * small.rows;

        std::vector<Candidate> all;
        cv::Mat middleEdges, lineEdges;
        edgeCandidates(w, all, middleEdges, lineEdges);
        if (scene) describeScene(middleEdges, *scene);
        regionCandidates(w, all);
        for (auto &c : all) measure(w, c);
        lineCandidates(w, lineEdges, all);

        double diagonal = std::hypot(small.cols, small.rows);
        std::vector<Candidate> kept = deduplicate(all, diagonal * 0.012);
        int n = std::min((int)kept.size(), capacity);
        for (int i = 0; i < n; i++) {
            cvb_doc_candidate &c = candidates[i];
            for (int k = 0; k < 4; k++) {
                c.quad.p[k] = cvb_point{(float)(kept[i].q[k].x / w.scale), (float)(kept[i].q[k].y / w.scale)};
                c.side_support[k] = kept[i].side[k].support;
                c.side_strength[k] = kept[i].side[k].strength;
                c.side_coherence[k] = kept[i].side[k].coherence;
                c.side_overrun[k] = kept[i].side[k].overrun;
            }
            c.method = kept[i].method;
        }
        *count = n;
        return CVB_OK;
    });
}
