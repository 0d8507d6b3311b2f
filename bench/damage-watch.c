/*
 * The damage watcher for scripts/bench: prints the CLOCK_MONOTONIC time, in nanoseconds, of
 * each XDamage event on one window.
 *
 *   damage-watch WINDOW-ID   watch that window (decimal or 0x hex)
 *   damage-watch root        watch the root window, which sees every window's drawing when
 *                            there is no compositor; also prints each top-level MapNotify
 *
 * Output, one line each, flushed at once:
 *   ready                    the damage object exists: start the program or the input now
 *   map NS WINDOW            a top-level window was mapped (root mode)
 *   NS                       a damage event arrived
 *
 * It uses XDamageReportNonEmpty and subtracts after each event, so an event means "the window
 * changed since the watcher last looked": close to one per frame a program presents.
 *
 * Built by scripts/bench: cc -O2 damage-watch.c -o damage-watch -lX11 -lXdamage
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>

static long long monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: damage-watch WINDOW-ID|root\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "damage-watch: cannot open display\n");
        return 1;
    }
    int damage_event, damage_error;
    if (!XDamageQueryExtension(display, &damage_event, &damage_error)) {
        fprintf(stderr, "damage-watch: no DAMAGE extension\n");
        return 1;
    }
    int watches_root = strcmp(argv[1], "root") == 0;
    Window window = watches_root ? DefaultRootWindow(display) : (Window)strtoul(argv[1], NULL, 0);
    if (watches_root) XSelectInput(display, window, SubstructureNotifyMask);
    Damage damage = XDamageCreate(display, window, XDamageReportNonEmpty);
    XSync(display, False);
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("ready\n");

    for (;;) {
        XEvent event;
        XNextEvent(display, &event);
        long long now = monotonic_ns();
        if (event.type == damage_event + XDamageNotify) {
            printf("%lld\n", now);
            XDamageSubtract(display, damage, None, None);
            XFlush(display);
        } else if (event.type == MapNotify && event.xmap.event == window) {
            printf("map %lld 0x%lx\n", now, event.xmap.window);
        }
    }
}
