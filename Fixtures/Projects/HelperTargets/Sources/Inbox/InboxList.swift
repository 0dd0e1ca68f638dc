import SwiftUI

struct InboxList: View {
  let subjects: [String]

  var body: some View {
    List(subjects, id: \.self) { subject in
      Text(subject)
    }
    .overlay(alignment: .bottom) {
      Button("Compose") {}
        .padding()
    }
  }
}
