// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

// A space between `Section` and its arguments goes with them: `Section {`, not `Section  {`.
struct NoticeForm: View {
  @State private var code = ""

  var body: some View {
    Form {
      Section (header: Text("Code")) {
        TextField("Code", text: $code)
      }
    }
  }
}
