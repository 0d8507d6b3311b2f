#ifndef TOUCHDEMO_CMALLOC_SHIM_H
#define TOUCHDEMO_CMALLOC_SHIM_H

// Swift's Glibc module does not bring <malloc.h> in (FreedMemory.swift, in touch-demo, says why
// the app trims).
#include <malloc.h>

#endif
