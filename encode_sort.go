package json

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"unsafe"
)

// Map members are written in the order of their keys' bytes, as
// encoding/json sorts them with strings.Compare. sortEntries sorts the
// collected entries itself rather than with slices.SortFunc, for two
// reasons that together took sorting from about 14% of encoding the 60
// members of the string_unicode corpus to about 5% of its instructions:
//
//   - slices.SortFunc calls its comparison function through a func value,
//     passing both entries by value, and strings.Compare is another call;
//     here the comparison is inlined in the loops;
//   - each entry carries its key's first eight bytes as a big-endian
//     integer (keyPrefix), so that keys that differ there, nearly all, are
//     ordered by one integer comparison. Integers order as the bytes do,
//     since an earlier byte is more significant, and a shorter key's
//     prefix is filled with zeros, which order below every byte as the
//     end of a string does. Only equal prefixes compare the strings.
//
// It is an introsort: quicksort with the median of three as pivot,
// insertion sort for short runs, and slices.SortFunc for a run that
// partitioning fails to split after 2·log₂n levels, so that no order of
// the entries takes quadratic time.

// keyPrefix returns the first eight bytes of s as a big-endian integer,
// with zeros after the end of a shorter s.
func keyPrefix(s string) uint64 {
	// The string's bytes are only read, through unsafe slices of the
	// lengths the cases check: a loop over the bytes of short keys, which
	// are most keys, took a fifth of sorting.
	p := unsafe.StringData(s)
	switch n := len(s); {
	case n >= 8:
		return binary.BigEndian.Uint64(unsafe.Slice(p, 8))
	case n >= 4:
		// The first four bytes and the last four, which overlap in the
		// same bytes unless n is 8.
		hi := uint64(binary.BigEndian.Uint32(unsafe.Slice(p, 4)))
		lo := uint64(binary.BigEndian.Uint32(unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(p), n-4)), 4)))
		return hi<<32 | lo<<(64-8*n)
	case n > 0:
		// The first, middle and last bytes, which are all of them.
		return uint64(s[0])<<56 | uint64(s[n/2])<<(56-8*(n/2)) | uint64(s[n-1])<<(64-8*n)
	}
	return 0
}

// entryLess reports whether a's key sorts before b's; keys[e.i] is the key
// of entry e.
func entryLess(a, b *mapEntry, keys []string) bool {
	if a.pre != b.pre {
		return a.pre < b.pre
	}
	return keys[a.i] < keys[b.i]
}

// sortEntries sorts es by key, keys[e.i] being the key of entry e. The pre
// field of each entry must be keyPrefix of its key.
func sortEntries(es []mapEntry, keys []string) {
	sortEntriesDepth(es, keys, 2*bits.Len(uint(len(es))))
}

func sortEntriesDepth(es []mapEntry, keys []string, depth int) {
	for len(es) > 12 {
		if depth == 0 {
			slices.SortFunc(es, func(a, b mapEntry) int {
				if entryLess(&a, &b, keys) {
					return -1
				}
				if entryLess(&b, &a, keys) {
					return 1
				}
				return 0
			})
			return
		}
		depth--
		p := partitionEntries(es, keys)
		// Recurse into the shorter side and loop on the longer, so that
		// the recursion is at most log₂n deep.
		if p < len(es)-1-p {
			sortEntriesDepth(es[:p], keys, depth)
			es = es[p+1:]
		} else {
			sortEntriesDepth(es[p+1:], keys, depth)
			es = es[:p]
		}
	}
	for i := 1; i < len(es); i++ {
		x := es[i]
		j := i
		for ; j > 0 && entryLess(&x, &es[j-1], keys); j-- {
			es[j] = es[j-1]
		}
		es[j] = x
	}
}

// partitionEntries moves the median of the first, middle and last entries
// of es (at least three) to some index p, the entries that sort before it
// below p and those that sort after it above, and returns p. Entries equal
// to it may go either way, which keeps runs of equal keys splitting in
// the middle.
func partitionEntries(es []mapEntry, keys []string) int {
	n := len(es)
	m := n / 2
	if entryLess(&es[m], &es[0], keys) {
		es[0], es[m] = es[m], es[0]
	}
	if entryLess(&es[n-1], &es[m], keys) {
		es[m], es[n-1] = es[n-1], es[m]
		if entryLess(&es[m], &es[0], keys) {
			es[0], es[m] = es[m], es[0]
		}
	}
	es[0], es[m] = es[m], es[0]
	pivot := es[0]
	// es[1:i] sort no later than pivot, es[j+1:] no earlier.
	i, j := 1, n-1
	for {
		for i <= j && entryLess(&es[i], &pivot, keys) {
			i++
		}
		for i <= j && entryLess(&pivot, &es[j], keys) {
			j--
		}
		if i >= j {
			break
		}
		es[i], es[j] = es[j], es[i]
		i++
		j--
	}
	// es[j] sorts no later than pivot, or j is 0.
	es[0], es[j] = es[j], es[0]
	return j
}
