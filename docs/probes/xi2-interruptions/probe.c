// Window probe: selects what TouchKitX11 selects and prints every XI2 event it gets.
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <stdlib.h>
// Prints X errors instead of exiting.
static int errh(Display *d, XErrorEvent *e) { printf("X error %d req %d.%d\n", e->error_code, e->request_code, e->minor_code); return 0; }
static const char *name(int t) {
  switch (t) {
  case XI_DeviceChanged: return "DeviceChanged"; case XI_KeyPress: return "KeyPress";
  case XI_ButtonPress: return "ButtonPress"; case XI_ButtonRelease: return "ButtonRelease";
  case XI_Motion: return "Motion"; case XI_Enter: return "Enter"; case XI_Leave: return "Leave";
  case XI_FocusIn: return "FocusIn"; case XI_FocusOut: return "FocusOut";
  case XI_HierarchyChanged: return "HierarchyChanged"; case XI_TouchBegin: return "TouchBegin";
  case XI_TouchUpdate: return "TouchUpdate"; case XI_TouchEnd: return "TouchEnd";
  case XI_TouchOwnership: return "TouchOwnership"; case XI_RawTouchEnd: return "RawTouchEnd"; case XI_RawButtonRelease: return "RawButtonRelease"; case XI_RawTouchBegin: return "RawTouchBegin"; case XI_RawButtonPress: return "RawButtonPress"; case XI_PropertyEvent: return "Property";
  default: return "?"; }
}
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
int main(int argc, char **argv) {
  int ownership = argc > 1 && strcmp(argv[1], "ownership") == 0;
  Display *d = XOpenDisplay(NULL); if (!d) return 1; XSetErrorHandler(errh);
  int op, ev, err, major = 2, minor = 2;
  XQueryExtension(d, "XInputExtension", &op, &ev, &err); XIQueryVersion(d, &major, &minor);
  Window w = XCreateSimpleWindow(d, DefaultRootWindow(d), 0, 0, 600, 600, 0, 0, 0xffffff);
  XSelectInput(d, w, ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | FocusChangeMask | EnterWindowMask | LeaveWindowMask);
  unsigned char m[XIMaskLen(XI_LASTEVENT)] = {0};
  int evs[] = {XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave, XI_FocusIn, XI_FocusOut};
  for (unsigned i = 0; i < sizeof evs / sizeof *evs; i++) XISetMask(m, evs[i]);
  if (ownership) XISetMask(m, XI_TouchOwnership);
  XIEventMask em = {XIAllMasterDevices, sizeof m, m};
  XISelectEvents(d, w, &em, 1);
  unsigned char h[XIMaskLen(XI_LASTEVENT)] = {0};
  XISetMask(h, XI_HierarchyChanged); if (getenv("RAW")) { XISetMask(h, XI_RawTouchEnd); XISetMask(h, XI_RawButtonRelease); if (getenv("RAWALL")) { XISetMask(h, XI_RawTouchBegin); XISetMask(h, XI_RawButtonPress);} } XISetMask(h, XI_DeviceChanged);
  XIEventMask hm = {getenv("RAWMASTER") ? XIAllMasterDevices : XIAllDevices, sizeof h, h};
  XISelectEvents(d, DefaultRootWindow(d), &hm, 1);
  XMapWindow(d, w); XSync(d, False);
  XSetInputFocus(d, w, RevertToPointerRoot, CurrentTime);
  setvbuf(stdout, NULL, _IOLBF, 0);
  printf("ready 0x%lx\n", w);
  for (;;) {
    XEvent e; XNextEvent(d, &e);
    int pending = XEventsQueued(d, QueuedAlready);
    if (e.type == GenericEvent && e.xcookie.extension == op && XGetEventData(d, &e.xcookie)) {
      XIEvent *x = e.xcookie.data;
      printf("%.3f q=%d %s", now(), pending, name(x->evtype));
      switch (x->evtype) {
      case XI_HierarchyChanged: { XIHierarchyEvent *he = (void *)x;
        printf(" flags=0x%x", he->flags);
        for (int i = 0; i < he->num_info; i++) if (he->info[i].flags)
          printf(" [dev %d att %d use %d en %d flags 0x%x]", he->info[i].deviceid, he->info[i].attachment, he->info[i].use, he->info[i].enabled, he->info[i].flags);
        break; }
      case XI_DeviceChanged: { XIDeviceChangedEvent *c = (void *)x;
        printf(" dev=%d src=%d reason=%d", c->deviceid, c->sourceid, c->reason); break; }
      case XI_Enter: case XI_Leave: case XI_FocusIn: case XI_FocusOut: { XIEnterEvent *c = (void *)x;
        printf(" dev=%d src=%d mode=%d detail=%d focus=%d samescreen=%d buttons=%d", c->deviceid, c->sourceid, c->mode, c->detail, c->focus, c->same_screen, c->buttons.mask_len ? c->buttons.mask[0] : -1); break; }
      case XI_TouchOwnership: { XITouchOwnershipEvent *o = (void *)x;
        printf(" dev=%d src=%d touchid=%u flags=%d", o->deviceid, o->sourceid, o->touchid, o->flags); break; }
      case XI_RawTouchEnd: case XI_RawButtonRelease: case XI_RawTouchBegin: case XI_RawButtonPress: { XIRawEvent *r = (void *)x; printf(" dev=%d src=%d detail=%d flags=0x%x", r->deviceid, r->sourceid, r->detail, r->flags); break; }
      default: { XIDeviceEvent *c = (void *)x;
        printf(" dev=%d src=%d detail=%d flags=0x%x x=%.1f y=%.1f", c->deviceid, c->sourceid, c->detail, c->flags, c->event_x, c->event_y); }
      }
      printf("\n");
      XFreeEventData(d, &e.xcookie);
    } else {
      const char *n = e.type == FocusIn ? "core FocusIn" : e.type == FocusOut ? "core FocusOut" : e.type == EnterNotify ? "core Enter" : e.type == LeaveNotify ? "core Leave" : NULL;
      if (n) printf("%.3f %s mode=%d detail=%d\n", now(), n, (e.type == FocusIn || e.type == FocusOut) ? e.xfocus.mode : e.xcrossing.mode, (e.type == FocusIn || e.type == FocusOut) ? e.xfocus.detail : e.xcrossing.detail);
      else if (e.type != Expose && e.type != ConfigureNotify && e.type != MapNotify && e.type != ReparentNotify) printf("%.3f core type %d\n", now(), e.type);
    }
  }
}
