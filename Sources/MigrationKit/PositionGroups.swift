/// A hash table from 64-bit keys to non-negative 32-bit values (open addressing, never
/// more than half full): the semantic index's tables keyed by interned names (see
/// `NameTable`), with one multiply per look-up instead of hashing a `String`.
struct IntegerTable: Sendable {
  /// A key and its value side by side, so that a probe reads one cache line (the tables
  /// of a large run are megabytes, and nearly every probe of them misses the cache).
  private struct Slot {
    var key: UInt64
    /// -1 when empty.
    var value: Int32
  }

  private var slots: [Slot] = []
  private(set) var count = 0
  private var shift: UInt64 = 64

  func value(for key: UInt64) -> Int32? {
    guard !slots.isEmpty else { return nil }
    return slots.withUnsafeBufferPointer { slots in
      let mask = slots.count - 1
      var slot = slotIndex(key)
      while true {
        let value = slots[slot].value
        if value < 0 { return nil }
        if slots[slot].key == key { return value }
        slot = (slot + 1) & mask
      }
    }
  }

  /// The value stored for `key`; `new` (stored) when it has none.
  mutating func value(for key: UInt64, insertingIfAbsent new: Int32) -> Int32 {
    if (count + 1) * 2 > slots.count { grow() }
    let shift = self.shift
    let found = slots.withUnsafeMutableBufferPointer { slots -> Int32 in
      let mask = slots.count - 1
      var slot = Self.slotIndex(key, shift: shift)
      while true {
        let value = slots[slot].value
        if value < 0 { break }
        if slots[slot].key == key { return value }
        slot = (slot + 1) & mask
      }
      slots[slot] = Slot(key: key, value: new)
      return -1
    }
    if found >= 0 { return found }
    count += 1
    return new
  }

  /// Room for `capacity` keys without growing (only while empty).
  mutating func reserveCapacity(_ capacity: Int) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    guard count == 0, size > slots.count else { return }
    slots = [Slot](repeating: Slot(key: 0, value: -1), count: size)
    shift = UInt64(64 - size.trailingZeroBitCount)
  }

  private func slotIndex(_ key: UInt64) -> Int { Self.slotIndex(key, shift: shift) }

  private static func slotIndex(_ key: UInt64, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  private mutating func grow() {
    let old = slots
    let size = max(16, slots.count * 2)
    slots = [Slot](repeating: Slot(key: 0, value: -1), count: size)
    shift = UInt64(64 - size.trailingZeroBitCount)
    let mask = size - 1
    for entry in old where entry.value >= 0 {
      var slot = slotIndex(entry.key)
      while slots[slot].value >= 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}

/// Where a declaration is: its file (in path order) and its position in that file's
/// `members` (or `types`).
struct DeclarationPosition: Sendable, Hashable {
  let file: Int32
  let item: Int32
}

/// Positions grouped by a 64-bit key, each group in the order its positions were added:
/// one flat array for all groups (no array per key). Add every position, then `finish()`,
/// then ask.
struct PositionGroups: Sendable {
  private var groups = IntegerTable()
  /// While adding: the group of each position in `positions`.
  private var pendingGroups: [Int32] = []
  private var lastKey: UInt64 = 0
  private var lastGroup: Int32 = -1
  /// After `finish()`: grouped, group `g` spanning `starts[g]..<starts[g + 1]`.
  private(set) var positions: [DeclarationPosition] = []
  private var starts: [Int32] = [0]

  /// How many groups (distinct keys) there are.
  var groupCount: Int { groups.count }

  /// Adds `position` to the group of `key`; returns the group's number (0, 1, 2… in the
  /// order keys were first added).
  @discardableResult
  mutating func add(_ position: DeclarationPosition, under key: UInt64) -> Int32 {
    if lastGroup < 0 || key != lastKey {
      lastGroup = groups.value(for: key, insertingIfAbsent: Int32(groups.count))
      lastKey = key
    }
    pendingGroups.append(lastGroup)
    positions.append(position)
    return lastGroup
  }

  /// Room for `positions` positions under `keys` keys without growing.
  mutating func reserveCapacity(positions: Int, keys: Int) {
    groups.reserveCapacity(keys)
    self.positions.reserveCapacity(positions)
    pendingGroups.reserveCapacity(positions)
  }

  /// Sorts the positions by group (stably: each group keeps the order of adding).
  mutating func finish() {
    var starts = [Int32](repeating: 0, count: groups.count + 1)
    var inOrder = true
    var previous: Int32 = 0
    for group in pendingGroups {
      starts[Int(group) + 1] += 1
      if group < previous { inOrder = false }
      previous = group
    }
    for group in 0..<groups.count { starts[group + 1] += starts[group] }
    if !inOrder {
      var next = starts
      var sorted = positions
      for (index, group) in pendingGroups.enumerated() {
        sorted[Int(next[Int(group)])] = positions[index]
        next[Int(group)] += 1
      }
      positions = sorted
    }
    pendingGroups = []
    self.starts = starts
  }

  /// The group of `key`, if any position was added under it.
  func group(of key: UInt64) -> Int32? { groups.value(for: key) }

  /// The positions of a group, in the order added.
  func positions(inGroup group: Int32) -> ArraySlice<DeclarationPosition> {
    positions[Int(starts[Int(group)])..<Int(starts[Int(group) + 1])]
  }

  /// The positions added under `key`; empty when none.
  func positions(under key: UInt64) -> ArraySlice<DeclarationPosition> {
    guard let group = groups.value(for: key) else { return [] }
    return positions(inGroup: group)
  }
}
