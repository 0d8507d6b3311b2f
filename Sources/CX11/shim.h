#ifndef TOUCHDEMO_CX11_SHIM_H
#define TOUCHDEMO_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XI2.h>
#include <X11/extensions/Xrandr.h>
#include <cairo-xlib.h>

// XIMaskLen / XISetMask / XIMaskIsSet are function-like macros, which Swift cannot import.
static inline int cx11_mask_len(void) { return XIMaskLen(XI_LASTEVENT); }
static inline void cx11_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
static inline int cx11_mask_is_set(const unsigned char *mask, int len, int bit) {
    if (bit < 0 || (bit >> 3) >= len) return 0;
    return XIMaskIsSet(mask, bit) ? 1 : 0;
}
// ConnectionNumber is a macro as well.
static inline int cx11_connection_number(Display *display) { return ConnectionNumber(display); }

#endif
