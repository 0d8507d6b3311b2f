#ifndef TOUCHDEMO_CX11_SHIM_H
#define TOUCHDEMO_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XI2.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/XShm.h>
#include <stdint.h>
#include <sys/ipc.h>
#include <sys/shm.h>
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

// XDestroyImage is a macro as well. The caller sets `image->data` to NULL first when it owns the
// pixels (shared memory, or a buffer Cairo paints into), so that Xlib frees only the XImage.
static inline int cx11_destroy_image(XImage *image) { return XDestroyImage(image); }

// Xlib reports a failed request (XShmAttach on a remote display answers BadAccess) to one
// process-wide error handler, whose default exits. This traps errors only around the attach and
// the XSync that waits for its answer; the previous handler is restored before returning.
// Returns 1 when the server attached the segment. Called on the main thread only.
static inline int *cx11_shm_attach_failed(void) {
    static int failed;
    return &failed;
}
static inline int cx11_shm_trap_error(Display *display, XErrorEvent *error) {
    (void)display; (void)error;
    *cx11_shm_attach_failed() = 1;
    return 0;
}
static inline int cx11_shm_attach_checked(Display *display, XShmSegmentInfo *info) {
    XSync(display, False);
    *cx11_shm_attach_failed() = 0;
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(cx11_shm_trap_error);
    Status status = XShmAttach(display, info);
    XSync(display, False);
    XSetErrorHandler(previous);
    return status != 0 && !*cx11_shm_attach_failed();
}

// XShmPutImage's completion event, for XIfEvent: `arg` carries the event type
// (XShmGetEventBase + ShmCompletion).
static inline Bool cx11_is_event_of_type(Display *display, XEvent *event, XPointer arg) {
    (void)display;
    return event->type == (int)(intptr_t)arg;
}

#endif
