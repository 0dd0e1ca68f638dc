// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

struct Toast: View {
  let undo: () -> Void

  var body: some View {
    HStack {
      Text("Archived")
      Button("Undo", action: undo)
    }
  }
}

struct MailView: View {
  @State private var showsToast = false
  @State private var offline = false
  let mails: [String]

  var body: some View {
    List(mails, id: \.self) { Text($0) }
      .overlay(alignment: .bottom) {
        if showsToast {
          Toast {}
        }
      }
      .overlay(alignment: .top) {
        Button("Retry") {}
          .transition(.move(edge: .top))
      }
      .overlay(alignment: .bottom) {
        Toast {}
          .offset(y: offline ? 0 : 120)
      }
  }
}
