/*
 * The floor client for scripts/bench: the least an X client can do to answer a touch.
 *
 * It announces XInput 2.2, selects touch begin/update/end on a 500x500 window, and for each
 * event fills a 6x6 square at the touch point with core Xlib (XFillRectangle, no back
 * buffer), flushing only when its queue is empty. See ../shared/BENCHMARKING.md.
 *
 * Built by scripts/bench: cc -O2 floor.c -o floor -lX11 -lXi
 */
#include <stdio.h>
#include <stdlib.h>
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

enum { WINDOW_SIZE = 500, SQUARE_SIZE = 6 };

int main(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "floor: cannot open display\n");
        return 1;
    }
    int opcode, event, error;
    if (!XQueryExtension(display, "XInputExtension", &opcode, &event, &error)) {
        fprintf(stderr, "floor: no XInput extension\n");
        return 1;
    }
    int major = 2, minor = 2;
    if (XIQueryVersion(display, &major, &minor) != Success || major * 10 + minor < 22) {
        fprintf(stderr, "floor: XInput 2.2 is not available\n");
        return 1;
    }
    int screen = DefaultScreen(display);
    Window window = XCreateSimpleWindow(display, RootWindow(display, screen), 0, 0, WINDOW_SIZE, WINDOW_SIZE, 0,
                                        BlackPixel(display, screen), WhitePixel(display, screen));
    XStoreName(display, window, "floor");

    unsigned char bits[XIMaskLen(XI_LASTEVENT)] = {0};
    XISetMask(bits, XI_TouchBegin);
    XISetMask(bits, XI_TouchUpdate);
    XISetMask(bits, XI_TouchEnd);
    XIEventMask mask = {.deviceid = XIAllMasterDevices, .mask_len = sizeof bits, .mask = bits};
    XISelectEvents(display, window, &mask, 1);
    XMapWindow(display, window);

    GC gc = XCreateGC(display, window, 0, NULL);
    XSetForeground(display, gc, BlackPixel(display, screen));
    XFlush(display);

    for (;;) {
        XEvent xevent;
        XNextEvent(display, &xevent);
        XGenericEventCookie *cookie = &xevent.xcookie;
        if (cookie->type == GenericEvent && cookie->extension == opcode && XGetEventData(display, cookie)) {
            if (cookie->evtype == XI_TouchBegin || cookie->evtype == XI_TouchUpdate || cookie->evtype == XI_TouchEnd) {
                XIDeviceEvent *touch = cookie->data;
                XFillRectangle(display, window, gc, (int)touch->event_x - SQUARE_SIZE / 2,
                               (int)touch->event_y - SQUARE_SIZE / 2, SQUARE_SIZE, SQUARE_SIZE);
            }
            XFreeEventData(display, cookie);
        }
        if (XPending(display) == 0) XFlush(display);
    }
}
