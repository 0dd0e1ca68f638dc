import SwiftUI

final class NoteStore: ObservableObject {
  @Published var notes: [String] = []
}
