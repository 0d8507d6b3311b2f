"""Drives one scenario on the probe server: inputtest touches and clicks, another client's
XIGrabDevice (./grab), xinput disable/float. Run through run.sh."""
import socket, struct, subprocess, sys, time, os
WORK = os.environ["PROBE_DIR"]
def conn(path):
    s = socket.socket(socket.AF_UNIX); s.connect(path)
    s.sendall(struct.pack("<IIHH", 12, 0, 1, 1)); s.recv(12); return s
def valdata(vals):
    mask = bytearray(8); v = [0.0]*64
    for a, x in vals.items(): mask[a//8] |= 1 << (a % 8); v[a] = x
    return struct.pack("<I8s4x", 0, bytes(mask)) + struct.pack("<64d", *v) + struct.pack("<64d", *[0.0]*64)
def sync(s):
    s.sendall(struct.pack("<II", 8, 1)); s.recv(8)
def touch(s, tid, typ, x, y):
    s.sendall(struct.pack("<IIII", 16 + 1040, 6, tid, typ) + valdata({0: x*65536/1024, 1: y*65536/768})); sync(s)
def motion(s, x, y):
    s.sendall(struct.pack("<IIi4x", 16 + 1040, 2, 1) + valdata({0: x*65536/1024, 1: y*65536/768})); sync(s)
def button(s, b, press, x, y):
    s.sendall(struct.pack("<IIiiI4x", 24 + 1040, 4, 1, b, 1 if press else 0) + valdata({0: x*65536/1024, 1: y*65536/768})); sync(s)
def mark(msg): print("=== " + msg, flush=True); time.sleep(0.3)
def devid(name):
    out = subprocess.run(["xinput", "list", "--id-only", name], capture_output=True, text=True).stdout.strip()
    return out
def grabbing(dev, extra=[]):
    g = subprocess.Popen([WORK + "/grab", dev] + extra, stdin=subprocess.PIPE, stdout=sys.stdout); time.sleep(0.5); return g
def release(g):
    g.stdin.close(); g.wait(); time.sleep(0.3)
scenario = sys.argv[1]
ts = conn(WORK + "/touch.sock"); ps = conn(WORK + "/pointer.sock")
time.sleep(0.3)
tsid = devid("touchscreen"); pid = devid("pointer")
master = "2"
print("touch slave", tsid, "pointer slave", pid, flush=True)
if scenario == "touchgrab":
    mark("touch begin"); touch(ts, 1, 18, 100, 100); touch(ts, 1, 19, 110, 110)
    mark("grab slave " + tsid); g = grabbing(tsid, sys.argv[2:])
    mark("touch move + end under grab"); touch(ts, 1, 19, 120, 120); touch(ts, 1, 20, 120, 120)
    mark("ungrab"); release(g)
    mark("new touch"); touch(ts, 2, 18, 200, 200); touch(ts, 2, 20, 200, 200)
elif scenario == "touchgrabmaster":
    mark("touch begin"); touch(ts, 1, 18, 100, 100); touch(ts, 1, 19, 110, 110)
    mark("grab master"); g = grabbing(master, sys.argv[2:])
    mark("touch move + end under grab"); touch(ts, 1, 19, 120, 120); touch(ts, 1, 20, 120, 120)
    mark("ungrab"); release(g)
    mark("new touch"); touch(ts, 2, 18, 200, 200); touch(ts, 2, 20, 200, 200)
elif scenario == "pointergrab":
    mark("move in + press"); motion(ps, 100, 100); button(ps, 1, True, 100, 100); motion(ps, 110, 110)
    mark("grab slave " + pid); g = grabbing(pid)
    mark("move+release under grab"); motion(ps, 120, 120); button(ps, 1, False, 120, 120)
    mark("ungrab"); release(g)
    mark("new click"); button(ps, 1, True, 130, 130); button(ps, 1, False, 130, 130)
elif scenario == "pointergrabmaster":
    mark("move in + press"); motion(ps, 100, 100); button(ps, 1, True, 100, 100); motion(ps, 110, 110)
    mark("grab master"); g = grabbing(master)
    mark("move+release under grab"); motion(ps, 120, 120); button(ps, 1, False, 120, 120)
    mark("ungrab"); release(g)
    mark("new click"); button(ps, 1, True, 130, 130); button(ps, 1, False, 130, 130)
elif scenario == "disable":
    mark("touch begin"); touch(ts, 1, 18, 100, 100)
    mark("xinput disable"); subprocess.run(["xinput", "disable", tsid])
    mark("xinput enable"); subprocess.run(["xinput", "enable", tsid])
elif scenario == "pdisable":
    mark("move in + press"); motion(ps, 100, 100); button(ps, 1, True, 100, 100)
    mark("xinput disable"); subprocess.run(["xinput", "disable", pid])
if scenario == "float":
    mark("touch begin"); touch(ts, 1, 18, 100, 100)
    mark("xinput float"); subprocess.run(["xinput", "float", tsid])
    mark("touch end while floating"); touch(ts, 1, 20, 100, 100)
    mark("xinput reattach"); subprocess.run(["xinput", "reattach", tsid, master])
    mark("new touch"); touch(ts, 2, 18, 200, 200); touch(ts, 2, 20, 200, 200)
if scenario == "pfloat":
    mark("move in + press"); motion(ps, 100, 100); button(ps, 1, True, 100, 100)
    mark("xinput float"); subprocess.run(["xinput", "float", pid])
    mark("release while floating"); button(ps, 1, False, 100, 100)
    mark("xinput reattach"); subprocess.run(["xinput", "reattach", pid, master])
    mark("new click"); button(ps, 1, True, 130, 130); button(ps, 1, False, 130, 130)
mark("done")
