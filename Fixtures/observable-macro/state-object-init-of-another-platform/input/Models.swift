import SwiftUI

/// On iOS its init starts a task; macOS compiles no init of its own (the default one).
@MainActor
final class Navigator: ObservableObject {
  @Published var selection: String?

  #if os(iOS)
    private var refresh: Task<Void, Never>?

    init() {
      refresh = Task { await Self.prune() }
    }

    private static func prune() async {}
  #endif
}

/// Its macOS init starts a task; its other one assigns nothing.
@MainActor
final class Shelf: ObservableObject {
  @Published var titles: [String] = []

  #if os(macOS)
    init() {
      Task { await Self.load() }
    }
  #else
    init() {}
  #endif

  private static func load() async {}
}
