import SwiftUI

final class Settings: ObservableObject {
  @Published var fontSize = 14.0
}
