// A FreeType face per thread and font file, shared by the generator's drawing and the MRZ
// reader's glyph matching.
#pragma once
#include <opencv2/freetype.hpp>

/// The face of the font file at `path`, loaded once per thread (a FreeType2 face is not safe to
/// share between threads). Throws cv::Exception for a missing or unreadable font.
cv::Ptr<cv::freetype::FreeType2> cvb_font_face(const char *path);
