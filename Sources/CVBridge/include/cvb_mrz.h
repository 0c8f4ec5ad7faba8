// MRZ band detection and the pixel work of reading MRZ lines.
#ifndef CVB_MRZ_H
#define CVB_MRZ_H
#include "cvb_image.h"
#ifdef __cplusplus
extern "C" {
#endif

/// A text band that may be an MRZ: its rotated rectangle as a quad in the input image's pixels
/// (long side = text direction, top-left first; which end reads first is not known here),
/// the estimated character height in input pixels and a plausibility score (higher is better).
typedef struct {
    cvb_quad quad;
    float char_height;
    float score;
} cvb_mrz_band;

/// Finds MRZ-like bands (several parallel lines of dense, uniform, dark characters, horizontal
/// within about ±25°) in a grayscale image of any size. Writes up to `capacity` bands, best first.
/// Ink is what a black-hat filter lifts above `ink_factor` times its Otsu threshold (1: Otsu's;
/// higher keeps only the darker strokes, where faint texture joins the band to its surroundings).
int cvb_mrz_find_bands(const cvb_image *gray, float ink_factor, cvb_mrz_band *bands, int capacity, int *count, cvb_error *err);

/// How much each cell of a normalised MRZ line image (dark text on light) looks like each of the
/// ASCII `characters` drawn in the font at `font_path` (OCR-B): cell k spans columns
/// `cell_x0[k]`..`cell_x1[k]` with capitals from row `cap_top[k]` to `cap_bottom[k]`. The
/// drawing's blur and capital height (a pixel either way) are those that match best the cells
/// whose character is `known[k]` (0: not known; each known cell costs nine comparisons, so the
/// caller passes a few); then each cell with `measure[k]` set gets the best
/// normalised cross-correlation (-1...1) over small shifts with each character (others: -1).
/// Writes `cell_count` × strlen(characters) values, cell by cell.
int cvb_mrz_glyph_similarity(const cvb_image *line, const char *font_path, const char *characters, const int *cell_x0,
                             const int *cell_x1, const float *cap_top, const float *cap_bottom, const char *known,
                             const unsigned char *measure, int cell_count, float *similarity, cvb_error *err);

/// Binarises a grayscale crop into ink (255) and paper (0): background flattening
/// (divide by a large-kernel closing), then Otsu.
int cvb_binarize_ink(const cvb_image *gray, cvb_image **out, cvb_error *err);

/// Black text on white: background flattening, then Otsu (a second, differently binarised view
/// of a line for the OCR to read).
int cvb_binarize_text(const cvb_image *gray, cvb_image **out, cvb_error *err);

/// How the `_measured` functions tell ink from paper: `CVB_INK_PAPER` as `cvb_binarize_ink`;
/// `CVB_INK_LOCAL` by the ink's depth below the paper relative to the deepest ink nearby (faint
/// ink under glare, light added to ink and paper alike, stays ink; kept in grey by the
/// normalisation, a faded stretch comes out as dark as the rest); `CVB_INK_DARKEST` Otsu's ink
/// class split again by Otsu, keeping the darker part (black print over coarse guilloche as dark
/// as thin print).
enum { CVB_INK_PAPER = 0, CVB_INK_LOCAL = 1, CVB_INK_DARKEST = 2 };
int cvb_binarize_ink_measured(const cvb_image *gray, int measure, cvb_image **out, cvb_error *err);
int cvb_binarize_text_measured(const cvb_image *gray, int measure, cvb_image **out, cvb_error *err);
/// As `cvb_normalize_text`; with `CVB_INK_DARKEST` what is lighter than the darker ink is lifted to paper.
int cvb_normalize_text_measured(const cvb_image *gray, int measure, cvb_image **out, cvb_error *err);

/// A connected blob of ink: its bounding box and pixel count.
typedef struct { int x, y, width, height, area; } cvb_blob;

/// The connected blobs of a binary image (ink non-zero, as `cvb_binarize_ink` makes it), up to `capacity`.
int cvb_ink_blobs(const cvb_image *ink, cvb_blob *blobs, int capacity, int *count, cvb_error *err);

/// Flattens uneven background and stretches contrast (for OCR input).
int cvb_normalize_text(const cvb_image *gray, cvb_image **out, cvb_error *err);

#ifdef __cplusplus
}
#endif
#endif
