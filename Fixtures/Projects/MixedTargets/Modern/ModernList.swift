import SwiftUI

struct ModernList: View {
  @StateObject private var store = NoteStore()

  var body: some View {
    List(store.notes, id: \.self) { Text($0) }
  }
}
