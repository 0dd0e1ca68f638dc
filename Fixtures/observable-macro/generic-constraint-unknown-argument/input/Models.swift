import SwiftUI

final class Inbox: ObservableObject {
  @Published var unread = 0
}

final class Outbox: ObservableObject {
  @Published var pending: [String] = []
}

/// Boxes kept by name: which one a lookup returns is not written anywhere.
let boxes: [String: Inbox] = ["main": Inbox()]
