// fixture: include-review deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct TasksView: View {
	let tasks: [String]

	var body: some View {
		List {
			ForEach(tasks, id: \.self) { task in
				Text(task)
			}
		}
		.safeAreaBarOrInset(edge: .bottom, alignment: .leading) {
			Button("New Task") {}
				.padding()
		}
		.navigationTitle("Tasks")
	}
}
