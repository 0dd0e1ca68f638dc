// Constructs the outside suites and the real-code pool found (issue 15, second pass); the
// compiler accepts this file, so the parser must parse it with no diagnostic.
import struct Swift::Int

public #externalMacro(module: "M", type: "T")

@ FooBar (arg) func attributed() {}
@Encoded .Foo var encoded: String

struct Model {
  @MainActor
  #if DEBUG
  #if canImport(UIKit)
  @ViewBuilder
  #endif
  #endif
  var body: Int { 1 }
  let callback: @MainActor([Int]) -> Void
  let publisher: AnyPublisher
    <Int, Never>
  let value: Generic<-123>

  init ?(b: Int) { nil }
  init !(c: Int) {}
  func run(isolated _const _ map: String, isolated x: A) -> Int {
    _ = Swift::print(1)
    _ = x.Swift::min(1)
    _ = G<Int, repeat Array<each T>>.self
    _ = d(\ .?.status)
    _ = Foo <Bar <Baz>>()
    if a < b && c > (d * e) {}
    _ = xs.compactMap { get(id: $0) }
    Button(role: .destructive) { set(to: 0) } label: { l }
    switch x {
    case 1: break
    #if NEVER
    #elseif C
    case 2:
      break
    #endif
    case .payload(borrowing y): ()
    default: break
    }
    return foo
      .bar()
      #if A
      #if B
      .c()
      #endif
      .d()
      #endif
  }
}

enum E: Int, ~ Hashable {
  case a = 1
  init(x: Int) { init(rawValue: x)! }
}

extension Int: nonisolated Q {}

struct S: ~Copyable {
  consuming func end() { discard self }
}

// Swift 6.2's `unsafe` before a prefix operator, a literal or a keyword operand; `unsafe`
// followed by a spaced binary operator, or on its own line, stays a name.
struct Flags {
  var isCli = false
  var count = 0
  var isServer: Bool { unsafe !isCli }
  var negative: Int { unsafe -count }
  func run(_ unsafe: Int) throws -> Int {
    var copy = unsafe
    swap(&copy, unsafe &copy)
    _ = (unsafe try !check(), unsafe 1, unsafe "s", unsafe nil, unsafe ..<count)
    _ = (try !check(), unsafe super.count)
    return unsafe - 1
  }
  func check() throws -> Bool { true }
}

// `unsafe` then a space and a parenthesis, a bracket, a leading dot or a brace: one unsafe
// expression; against the name, a call, subscript or member of it.
func unsafeOperands(_ n: Int, unsafe: [Int]) -> [Int] {
  let pair = unsafe (n, n)
  let zero: Int = unsafe .zero
  _ = unsafe { n }
  _ = (unsafe[0], unsafe.count)
  return unsafe [pair.0, zero]
}
