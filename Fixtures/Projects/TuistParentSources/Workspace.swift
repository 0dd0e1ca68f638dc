import ProjectDescription

let workspace = Workspace(name: "Runner", projects: ["Projects/**"])
