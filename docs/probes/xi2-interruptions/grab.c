// Grabber: XIGrabDevice on device id argv[1] (slave or master) on the root window ("touch" also
// selects touch events; "core" takes a core XGrabPointer instead); holds until stdin closes.
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  Display *d = XOpenDisplay(NULL); if (!d) return 1;
  int op, ev, err, major = 2, minor = 2;
  XQueryExtension(d, "XInputExtension", &op, &ev, &err); XIQueryVersion(d, &major, &minor);
  int dev = atoi(argv[1]);
  unsigned char m[XIMaskLen(XI_LASTEVENT)] = {0};
  XISetMask(m, XI_ButtonPress); XISetMask(m, XI_ButtonRelease); XISetMask(m, XI_Motion);
  if (argc > 2 && strcmp(argv[2], "touch") == 0) { XISetMask(m, XI_TouchBegin); XISetMask(m, XI_TouchUpdate); XISetMask(m, XI_TouchEnd); }
  XIEventMask em = {dev, sizeof m, m};
  int core = argc > 2 && strcmp(argv[2], "core") == 0;
  int s = core ? XGrabPointer(d, DefaultRootWindow(d), False, ButtonPressMask | ButtonReleaseMask | PointerMotionMask, GrabModeAsync, GrabModeAsync, None, None, CurrentTime)
               : XIGrabDevice(d, dev, DefaultRootWindow(d), CurrentTime, None, XIGrabModeAsync, XIGrabModeAsync, False, &em);
  XSync(d, False);
  printf("grab %d status %d\n", dev, s);
  { int n; XIDeviceInfo *i = XIQueryDevice(d, dev, &n); printf("during grab: dev %d use %d attachment %d enabled %d\n", i->deviceid, i->use, i->attachment, i->enabled); XIFreeDeviceInfo(i); }
  fflush(stdout);
  char buf[16]; while (fgets(buf, sizeof buf, stdin)) {}
  if (core) XUngrabPointer(d, CurrentTime); else XIUngrabDevice(d, dev, CurrentTime);
  XSync(d, False);
  printf("ungrabbed\n"); fflush(stdout);
  return 0;
}
