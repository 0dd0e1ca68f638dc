import SwiftUI

public enum Settings {}

public final class Pref<Value>: ObservableObject {
  @Published public var value: Value
  public init(key: String, default value: Value) { self.value = value }
}

extension Settings {
  public enum General {
    public static let darkMode = Pref<Bool>(key: "dark", default: false)
  }
}
