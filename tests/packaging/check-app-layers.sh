#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# app/ is one library per subsystem (app/CMakeLists.txt). Each may include
# headers of app/ only from its own directories and from the libraries it
# uses, directly or through them: checked on every object file, from the
# header dependencies ninja recorded for the last build.
# Usage: check-app-layers.sh SOURCE_DIR BUILD_DIR LAYERS_FILE
#   LAYERS_FILE: one line per library, "name dir[,dir] [used,used]".
set -euo pipefail
src=${1:?source directory}
build=${2:?build directory}
layers=${3:?layers file}
declare -A dirs uses
order=()
while read -r name d u; do
  [[ -n $name ]] || continue
  dirs[$name]=${d//,/ }
  uses[$name]=${u//,/ }
  order+=("$name")
done <"$layers"
(( ${#order[@]} > 1 )) || { echo "no libraries in $layers"; exit 1; }

# The directories a library may include from: its own and its uses', transitively.
reach() {
  local -A seen=()
  local todo=("$1") lib out=()
  while ((${#todo[@]})); do
    lib=${todo[0]}; todo=("${todo[@]:1}")
    [[ -n ${seen[$lib]:-} ]] && continue
    seen[$lib]=1
    out+=(${dirs[$lib]})
    todo+=(${uses[$lib]})
  done
  echo "${out[@]}"
}

cd "$build"
status=0
checked=0
for lib in "${order[@]}"; do
  allowed=" $(reach "$lib") "
  mapfile -t objects < <(ninja -t targets all | grep -oE "^app/CMakeFiles/$lib\\.dir/[^:]+\\.cpp\\.o" | grep -v '_autogen/' | sort -u)
  (( ${#objects[@]} > 0 )) || { echo "$lib: no object files in $build"; status=1; continue; }
  for o in "${objects[@]}"; do
    deps=$(ninja -t deps "$o")
    [[ $deps == *"#deps"* ]] || { echo "$o: no recorded dependencies (build first)"; status=1; continue; }
    while read -r header; do
      rel=${header#"$src/app/"}
      [[ $rel == */* ]] && dir=${rel%%/*} || dir=.
      if [[ $allowed != *" $dir "* ]]; then
        echo "$lib ($o) includes $rel, which is in none of the libraries it uses (${uses[$lib]:-none})"
        status=1
      fi
    done < <(grep -oE "$src/app/[^ ]+\\.h" <<<"$deps" | sort -u)
    checked=$((checked + 1))
  done
done
(( status == 0 )) && echo "$checked object files of ${#order[@]} app/ libraries: each includes only what its libraries use"
exit $status
