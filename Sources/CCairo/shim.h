#ifndef TOUCHDEMO_CCAIRO_SHIM_H
#define TOUCHDEMO_CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>

#endif
