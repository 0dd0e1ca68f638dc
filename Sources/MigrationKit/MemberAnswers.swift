import Foundation
import SwiftCST

/// The answers of `SemanticStorage.members(named:in:module:viewer:)` and
/// `members(of:module:viewer:)` over a run, by question. The tables never change, and files
/// ask the same questions again and again: each answer reads every member of the type, and
/// `View` has hundreds of extension methods in a large project, read for each modifier a
/// file calls.
///
/// A final class with its own lock, the table read in place under it (through `inout`: a
/// read of a class's stored struct copies it, retaining each of its arrays; a `Dictionary`
/// memo, or a table copied out of a `Locked` per look-up, cost about as much as the answers
/// it saved).
final class MemberAnswers: @unchecked Sendable {
  private let lock = NSLock()
  /// Guarded by `lock` (so not checked for overlapping access as well).
  @exclusivity(unchecked) private var table = Table()

  private struct Table {
    /// Each question as bytes: the type's interned name, the module and the viewpoint
    /// (`SemanticStorage.Sight.viewpoint`), four bytes each, then the member's name, or a
    /// byte 0xFF (which no UTF-8 text holds) for every member.
    var questions = ByteKeyTable()
    /// Per question (its number in `questions`), the answer.
    var answers: [[MemberInfo]] = []

    mutating func answer(to question: UnsafeBufferPointer<UInt8>, hash: UInt64) -> [MemberInfo]? {
      questions.id(of: question, hash: hash).map { answers[Int($0)] }
    }

    mutating func add(
      _ answer: [MemberInfo], to question: UnsafeBufferPointer<UInt8>, hash: UInt64
    ) {
      // Another thread may have answered it meanwhile (with the same answer).
      if questions.insert(question, hash: hash).isNew { answers.append(answer) }
    }
  }

  /// The answer to the question (the members named `name`, every member when nil),
  /// found by `find` the first time it is asked.
  func answer(
    type: Int32, module: Int, viewpoint: Int32, name: UnsafeBufferPointer<UInt8>?,
    otherwise find: () -> [MemberInfo]
  ) -> [MemberInfo] {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 12 + (name?.count ?? 1)) { key in
      let raw = UnsafeMutableRawBufferPointer(key)
      raw.storeBytes(of: type, toByteOffset: 0, as: Int32.self)
      raw.storeBytes(of: Int32(truncatingIfNeeded: module), toByteOffset: 4, as: Int32.self)
      raw.storeBytes(of: viewpoint, toByteOffset: 8, as: Int32.self)
      if let name {
        _ = UnsafeMutableBufferPointer(rebasing: key[12...]).initialize(fromContentsOf: name)
      } else {
        key[12] = 0xFF
      }
      let question = UnsafeBufferPointer(key)
      let hash = ByteKeyTable.hash(question)
      lock.lock()
      let known = table.answer(to: question, hash: hash)
      lock.unlock()
      if let known { return known }
      let found = find()
      lock.lock()
      table.add(found, to: question, hash: hash)
      lock.unlock()
      return found
    }
  }
}
