// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct TodoList: View {
  @State private var tasks: [Task] = []

  var body: some View {
    List(tasks) { task in
      Text(task.title)
    }
    .onAppear {
      Task { title in tasks.append(Task(title: title)) }
    }
  }
}
