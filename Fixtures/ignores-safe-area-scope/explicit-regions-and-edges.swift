// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct ReplyView: View {
  @State private var reply = ""

  var body: some View {
    VStack {
      ScrollView { Text("Thread") }
        .ignoresSafeArea(.keyboard)
      TextField("Reply", text: $reply)
        .ignoresSafeArea(.container, edges: .bottom)
      List { Text("Row") }
        .ignoresSafeArea(edges: .bottom)
      Form { Text("Field") }
        .ignoresSafeArea(.container)
      Text("Footer")
        .ignoresSafeArea(.all, edges: [.leading, .trailing])
    }
  }
}
