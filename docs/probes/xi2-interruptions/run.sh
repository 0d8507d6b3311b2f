#!/bin/bash
# What does an XI2 client's window receive when another client grabs a device mid-touch, or the
# device is disabled or detached? Starts a private headless Xorg (dummy video, inputtest touch
# screen and absolute pointer), runs probe (a window selecting what TouchKitX11 selects, printing
# every event) and one scenario of drive.py, then prints both logs.
#
#   docs/probes/xi2-interruptions/run.sh SCENARIO     (as root, like the end-to-end tests)
#   SCENARIO: touchgrab touchgrabmaster pointergrab pointergrabmaster disable pdisable float pfloat
#   RAW=1 also selects XI_RawTouchEnd and XI_RawButtonRelease on the root (what the app does).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d /tmp/xi2-probe.XXXXXX)
trap 'kill $probe $xorg 2>/dev/null || true; wait $xorg 2>/dev/null || true; rm -rf "$work"' EXIT
gcc -o "$work/probe" "$here/probe.c" -lX11 -lXi
gcc -o "$work/grab" "$here/grab.c" -lX11 -lXi
mkdir "$work/confd"
sed "s#@WORK@#$work#g" "$here/xorg.conf.in" > "$work/xorg.conf"
display=:${PROBE_DISPLAY:-77}
Xorg "$display" -config "$work/xorg.conf" -configdir "$work/confd" -noreset -nolisten tcp -novtswitch \
    -sharevts -logfile "$work/Xorg.log" >/dev/null 2>&1 &
xorg=$!
for _ in $(seq 100); do
    [ -S "$work/touch.sock" ] && xdpyinfo -display "$display" >/dev/null 2>&1 && break
    sleep 0.1
done
export DISPLAY=$display PROBE_DIR=$work
"$work/probe" ${PROBE_ARGS:-} > "$work/probe.out" 2>&1 &
probe=$!
sleep 0.5
python3 "$here/drive.py" "$@"
sleep 0.5
echo "--- events the probe window received"
cat "$work/probe.out"
